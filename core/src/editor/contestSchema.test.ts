import { ContestAuth, ContestType } from '@generated/model/index';
import { defaultAwards } from './awards';
import { newContestForm, type ContestForm } from './contestForm';
import { contestSchema, type ContestSchemaContext } from './contestSchema';
import type { EditorMessage } from './editorMessages';
import { validateForm } from './validateForm';

function springCup(overrides: Partial<ContestForm> = {}): ContestForm {
  return newContestForm({
    title: 'HOJ Spring Cup 2026',
    description: 'Five hours, twelve problems, ACM rules.',
    startTime: new Date('2026-04-18T01:00:00Z'),
    endTime: new Date('2026-04-18T06:00:00Z'),
    ...overrides,
  });
}

async function errorsOf(form: ContestForm, context: ContestSchemaContext = { editing: false }) {
  const errors = await validateForm(contestSchema(context), form);
  return errors.map(({ path, message }) => {
    const { key, values } = message as EditorMessage;
    return values ? { path, key, values } : { path, key };
  });
}

describe('contestSchema', () => {
  it('accepts a complete contest', async () => {
    expect(await errorsOf(springCup())).toEqual([]);
  });

  it('reports title, description, start and end in the save order', async () => {
    const errors = await errorsOf(springCup({ title: '', description: ' ', startTime: null, endTime: null }));
    expect(errors).toEqual([
      { path: 'title', key: 'editor.error.required', values: { field: 'editor.field.contestTitle' } },
      {
        path: 'description',
        key: 'editor.error.required',
        values: { field: 'editor.field.contestDescription' },
      },
      { path: 'startTime', key: 'editor.error.required', values: { field: 'editor.field.startTime' } },
      { path: 'endTime', key: 'editor.error.required', values: { field: 'editor.field.endTime' } },
    ]);
  });

  it('caps the title at 255 characters', async () => {
    expect(await errorsOf(springCup({ title: 'x'.repeat(256) }))).toEqual([
      {
        path: 'title',
        key: 'editor.error.maxLength',
        values: { field: 'editor.field.contestTitle', max: 255 },
      },
    ]);
  });

  it('wants the start before the end', async () => {
    const errors = await errorsOf(
      springCup({ startTime: new Date('2026-04-18T06:00:00Z'), endTime: new Date('2026-04-18T01:00:00Z') }),
    );
    expect(errors).toEqual([{ path: 'endTime', key: 'editor.error.contestTime' }]);
  });

  it('wants a length above zero', async () => {
    const same = new Date('2026-04-18T01:00:00Z');
    expect(await errorsOf(springCup({ startTime: same, endTime: new Date(same) }))).toEqual([
      { path: 'endTime', key: 'editor.error.contestDuration' },
    ]);
  });

  it('needs a password unless the contest is public', async () => {
    expect(await errorsOf(springCup({ auth: ContestAuth.PRIVATE }))).toEqual([
      { path: 'pwd', key: 'editor.error.required', values: { field: 'editor.field.contestPassword' } },
    ]);
    expect(await errorsOf(springCup({ auth: ContestAuth.PROTECTED, pwd: '  ' }))).toHaveLength(1);
    expect(await errorsOf(springCup({ auth: ContestAuth.PROTECTED, pwd: 'spring26' }))).toEqual([]);
  });

  it('keeps the rule type of an existing contest', async () => {
    const form = springCup({ type: ContestType.OI });
    expect(await errorsOf(form, { editing: true, originalType: ContestType.ACM })).toEqual([
      { path: 'type', key: 'editor.error.ruleTypeLocked' },
    ]);
    expect(await errorsOf(form, { editing: true, originalType: ContestType.OI })).toEqual([]);
    expect(await errorsOf(form, { editing: false, originalType: ContestType.ACM })).toEqual([]);
  });

  it('only allows seal times the length permits', async () => {
    const short = {
      startTime: new Date('2026-04-18T01:00:00Z'),
      endTime: new Date('2026-04-18T01:45:00Z'),
      sealRank: true,
    };
    expect(await errorsOf(springCup({ ...short, sealTimeChoice: 1 }))).toEqual([
      { path: 'sealTimeChoice', key: 'editor.error.sealTime' },
    ]);
    expect(await errorsOf(springCup({ ...short, sealTimeChoice: 0 }))).toEqual([]);
    expect(await errorsOf(springCup({ ...short, sealRank: false, sealTimeChoice: 1 }))).toEqual([]);
  });

  it('checks the award bands while awards are on', async () => {
    const awards = defaultAwards();
    awards.push({ priority: 4, name: 'Honourable mention', background: '#ededed', color: '#666', num: 50 });
    expect(await errorsOf(springCup({ awardType: 1, awardConfigList: awards }))).toEqual([
      { path: 'awardConfigList', key: 'editor.error.awardPercentTotal', values: { total: 110 } },
    ]);
    expect(await errorsOf(springCup({ awardType: 2, awardConfigList: awards }))).toEqual([]);
    expect(await errorsOf(springCup({ awardType: 0, awardConfigList: awards }))).toEqual([]);
  });

  it('wants the account range not reversed while the limit is on', async () => {
    const accountLimit = { prefix: 'team', suffix: '', startNumber: 20, endNumber: 10, extraAccounts: '' };
    expect(await errorsOf(springCup({ openAccountLimit: true, accountLimit }))).toEqual([
      { path: 'accountLimit.endNumber', key: 'editor.error.accountRange' },
    ]);
    expect(await errorsOf(springCup({ openAccountLimit: false, accountLimit }))).toEqual([]);
  });

  it('keeps the account numbers from 0 to the server’s largest Integer', async () => {
    const accountLimit = {
      prefix: 'team',
      suffix: '',
      startNumber: -1,
      endNumber: 2147483648,
      extraAccounts: '',
    };
    const bounds = { min: 0, max: 2147483647 };
    expect(await errorsOf(springCup({ openAccountLimit: true, accountLimit }))).toEqual([
      {
        path: 'accountLimit.startNumber',
        key: 'editor.error.integerRange',
        values: { field: 'editor.field.accountStart', ...bounds },
      },
      {
        path: 'accountLimit.endNumber',
        key: 'editor.error.integerRange',
        values: { field: 'editor.field.accountEnd', ...bounds },
      },
    ]);
  });

  it('says in words that an award priority is not a number (not a yup cast message)', async () => {
    const awards = defaultAwards().map((row, i) => (i === 0 ? { ...row, priority: null } : row));
    expect(await errorsOf(springCup({ awardType: 1, awardConfigList: awards }))).toEqual([
      {
        path: 'awardConfigList[0].priority',
        key: 'editor.error.awardPriorityRange',
        values: { index: 1, max: 2147483647 },
      },
    ]);
    const text = defaultAwards().map((row, i) => (i === 1 ? { ...row, priority: Number.NaN } : row));
    expect((await errorsOf(springCup({ awardType: 1, awardConfigList: text })))[0]?.key).toBe(
      'editor.error.awardPriorityRange',
    );
  });

  it('warns about a star user given twice', async () => {
    expect(await errorsOf(springCup({ starAccount: ['alice', ' bob', 'bob'] }))).toEqual([
      { path: 'starAccount', key: 'editor.error.duplicateStarUser', values: { name: 'bob' } },
    ]);
  });

  it('survives a form that is not filled in yet', async () => {
    const errors = await validateForm(contestSchema({ editing: false }), {});
    expect(errors.length).toBeGreaterThan(0);
  });
});
