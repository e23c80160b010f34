import { ContestType } from '@generated/model/index';
import {
  CONTEST_DEFAULTS,
  contestDurationSeconds,
  defaultSealChoice,
  newContestForm,
  sealChoiceOf,
  sealRankTimeOf,
  sealTimeChoices,
} from './contestForm';

const at = (iso: string) => new Date(iso);

describe('CONTEST_DEFAULTS', () => {
  it('open a public ACM contest with the real rank shown after the end', () => {
    expect(CONTEST_DEFAULTS).toMatchObject({
      type: 0,
      auth: 0,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      autoRealRank: true,
      sealRank: false,
      openPrint: false,
      openRank: false,
      allowEndSubmit: false,
      openAccountLimit: false,
      awardType: 0,
    });
  });

  it('give each new form its own lists and rule fields', () => {
    const a = newContestForm();
    a.starAccount.push('alice');
    a.accountLimit.prefix = 'team';
    const b = newContestForm();
    expect(b.starAccount).toEqual([]);
    expect(b.accountLimit.prefix).toBe('');
    expect(CONTEST_DEFAULTS.accountLimit.prefix).toBe('');
  });
});

describe('contestDurationSeconds', () => {
  it('counts whole seconds from start to end', () => {
    expect(contestDurationSeconds(at('2026-05-01T08:00:00Z'), at('2026-05-01T13:00:30Z'))).toEqual({
      duration: 5 * 3600 + 30,
      negative: false,
    });
  });

  it('gives 0 and negative for an end before the start, 0 for equal or missing times', () => {
    expect(contestDurationSeconds(at('2026-05-01T13:00:00Z'), at('2026-05-01T08:00:00Z'))).toEqual({
      duration: 0,
      negative: true,
    });
    expect(contestDurationSeconds(at('2026-05-01T08:00:00Z'), at('2026-05-01T08:00:00Z'))).toEqual({
      duration: 0,
      negative: false,
    });
    expect(contestDurationSeconds(null, at('2026-05-01T08:00:00Z'))).toEqual({
      duration: 0,
      negative: false,
    });
    expect(contestDurationSeconds(at('nonsense'), at('2026-05-01T08:00:00Z'))).toEqual({
      duration: 0,
      negative: false,
    });
  });
});

describe('seal time', () => {
  it('offers sealing before the end only to contests long enough', () => {
    expect(sealTimeChoices(1799)).toEqual([2]);
    expect(sealTimeChoices(1800)).toEqual([0, 2]);
    expect(sealTimeChoices(3599)).toEqual([0, 2]);
    expect(sealTimeChoices(3600)).toEqual([0, 1, 2]);
  });

  it('defaults to an hour before the end for ACM contests of an hour or more, else the whole contest', () => {
    expect(defaultSealChoice(ContestType.ACM, 5 * 3600)).toBe(1);
    expect(defaultSealChoice(ContestType.ACM, 3600)).toBe(1);
    expect(defaultSealChoice(ContestType.ACM, 3599)).toBe(2);
    expect(defaultSealChoice(ContestType.OI, 5 * 3600)).toBe(2);
  });

  it('turns a choice into a time and a stored time back into the choice', () => {
    const start = at('2026-05-01T08:00:00Z');
    const end = at('2026-05-01T13:00:00Z');
    expect(sealRankTimeOf(0, start, end)).toEqual(at('2026-05-01T12:30:00Z'));
    expect(sealRankTimeOf(1, start, end)).toEqual(at('2026-05-01T12:00:00Z'));
    expect(sealRankTimeOf(2, start, end)).toEqual(start);
    for (const choice of [0, 1, 2] as const) {
      expect(sealChoiceOf(sealRankTimeOf(choice, start, end), start, end)).toBe(choice);
    }
    expect(sealChoiceOf('2026-05-01T12:30:00.000+0000', '2026-05-01T08:00:00.000+0000', end)).toBe(0);
    expect(sealChoiceOf('2026-05-01T12:30:00.400+0000', start, end)).toBe(0);
    expect(sealChoiceOf('2026-05-01T10:00:00.000+0000', start, end)).toBeNull();
    expect(sealChoiceOf(null, start, end)).toBeNull();
  });
});
