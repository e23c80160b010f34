import { ContestAuth, ContestStatus, ContestType, type AdminContestVO } from '@generated/model/index';
import { defaultAwards } from './awards';
import { fromAdminContest, toContestBody, toContractDate } from './contestBody';
import { newContestForm, type ContestForm } from './contestForm';

function regional(): ContestForm {
  return newContestForm({
    id: 42,
    uid: '1b2c3d',
    author: 'admin',
    title: 'HOJ Regional 2026',
    description: 'Teams of three; one computer per team.',
    startTime: new Date('2026-06-06T01:00:00Z'),
    endTime: new Date('2026-06-06T06:00:00Z'),
    type: ContestType.ACM,
    auth: ContestAuth.PROTECTED,
    pwd: 'regional26',
    sealRank: true,
    sealTimeChoice: 1,
    autoRealRank: false,
    openPrint: true,
    openRank: true,
    allowEndSubmit: true,
    rankShowName: 'nickname',
    oiRankScoreType: 'Highest',
    openAccountLimit: true,
    accountLimit: { prefix: 'team', suffix: '', startNumber: 1, endNumber: 80, extraAccounts: 'judge01' },
    starAccount: ['visitor01', 'visitor02'],
    awardType: 2,
    awardConfigList: defaultAwards(),
    visible: false,
    status: ContestStatus.SCHEDULED,
  });
}

describe('toContestBody', () => {
  it('sends times as contract dates, the length, and the seal time of the chosen option', () => {
    const body = toContestBody(regional());
    expect(body).toMatchObject({
      id: 42,
      startTime: '2026-06-06T01:00:00.000+0000',
      endTime: '2026-06-06T06:00:00.000+0000',
      duration: 5 * 3600,
      sealRank: true,
      sealRankTime: '2026-06-06T05:00:00.000+0000',
      pwd: 'regional26',
      accountLimitRule:
        '<prefix>team</prefix><suffix></suffix><start>1</start><end>80</end><extra>judge01</extra>',
      starAccount: ['visitor01', 'visitor02'],
      awardType: 2,
    });
    expect(body.awardConfigList).toHaveLength(3);
  });

  it('leaves out what is switched off and cleans star users', () => {
    const body = toContestBody({
      ...regional(),
      id: null,
      auth: ContestAuth.PUBLIC,
      openAccountLimit: false,
      awardType: 0,
      starAccount: [' visitor01 ', '', 'visitor01'],
    });
    expect(body.id).toBeUndefined();
    expect(body.pwd).toBeNull();
    expect(body.accountLimitRule).toBeNull();
    expect(body.awardConfigList).toEqual([]);
    expect(body.starAccount).toEqual(['visitor01']);
  });

  it('writes the date form the contract documents', () => {
    expect(toContractDate(new Date('2026-11-21T08:00:00Z'))).toBe('2026-11-21T08:00:00.000+0000');
  });
});

describe('fromAdminContest', () => {
  it('gives back the same form after a save (form → body → form)', () => {
    const form = regional();
    expect(fromAdminContest(toContestBody(form))).toEqual(form);
    const plain = newContestForm({
      title: 'Weekly Practice 12',
      description: 'Warm-up problems.',
      startTime: new Date('2026-03-01T12:00:00Z'),
      endTime: new Date('2026-03-01T14:00:00Z'),
    });
    expect(fromAdminContest(toContestBody(plain))).toEqual(plain);
  });

  it('reads what the backend sends: offsets without colon, lists as lists', () => {
    const vo: AdminContestVO = {
      id: 7,
      title: 'OI Monthly',
      type: ContestType.OI,
      startTime: '2026-07-01T00:00:00.000+0000',
      endTime: '2026-07-01T03:00:00.000+0000',
      sealRank: true,
      sealRankTime: '2026-07-01T02:30:00.000+0000',
      starAccount: ['guest'],
      awardType: 1,
      awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 5 }],
    };
    expect(fromAdminContest(vo)).toMatchObject({
      id: 7,
      type: ContestType.OI,
      startTime: new Date('2026-07-01T00:00:00Z'),
      sealTimeChoice: 0,
      starAccount: ['guest'],
      awardType: 1,
      awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 5 }],
    });
  });

  it('falls back sensibly on nulls, unknown values and unmatched seal times', () => {
    const form = fromAdminContest({
      startTime: 'garbage',
      endTime: null,
      type: null,
      auth: 9 as never,
      sealRankTime: '2026-07-01T01:17:00.000+0000',
      accountLimitRule: 'broken',
      starAccount: null,
      awardConfigList: null,
      awardType: null,
    });
    expect(form).toMatchObject({
      startTime: null,
      endTime: null,
      type: ContestType.ACM,
      auth: ContestAuth.PUBLIC,
      sealTimeChoice: 2,
      accountLimit: { prefix: '', suffix: '', startNumber: 0, endNumber: 10, extraAccounts: '' },
      starAccount: [],
      awardConfigList: [],
      awardType: 0,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      autoRealRank: true,
    });
    const longAcm = fromAdminContest({
      type: ContestType.ACM,
      startTime: '2026-07-01T00:00:00.000+0000',
      endTime: '2026-07-01T05:00:00.000+0000',
      sealRankTime: null,
    });
    expect(longAcm.sealTimeChoice).toBe(1);
  });
});
