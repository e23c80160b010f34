import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import type { CheckedRow, RowErrors } from './csvModel';
import type { ImportOutcome } from './importRun';
import { isRejected, rowReasons, rowStatus, type RowStatus } from './rowView';
import { checkRecord } from './validate';

const rowOf = (...cells: string[]): CheckedRow => checkRecord({ line: 1, cells }, 0);
const withErrors = (errors: RowErrors): CheckedRow => ({ ...rowOf('alice', 'secret1'), errors });

async function english() {
  const i18n = await createI18nProvider('en-US');
  return (row: CheckedRow, outcome?: ImportOutcome) => rowReasons(row, outcome, i18n.translate);
}

describe('a row’s status in the preview and the result', () => {
  it('is invalid whenever the row has an error, whatever the import made of it', () => {
    const invalid = withErrors({ email: 'emailFormat' });
    expect(rowStatus(invalid, undefined)).toBe('invalid');
    expect(rowStatus(invalid, { state: 'created' })).toBe('invalid');
  });

  it('is valid before the import and the outcome after it', () => {
    const good = rowOf('alice', 'secret1');
    expect(rowStatus(good, undefined)).toBe('valid');
    expect(rowStatus(good, { state: 'created' })).toBe('created');
    expect(rowStatus(good, { state: 'failed', reason: 'notCreated' })).toBe('failed');
    expect(rowStatus(good, { state: 'notSent', reason: 'cancelled' })).toBe('notSent');
  });

  it('puts the invalid, failed and unsent rows in the rejected-rows download, and only those', () => {
    const rejected: RowStatus[] = ['invalid', 'failed', 'notSent'];
    const kept: RowStatus[] = ['valid', 'created'];
    for (const status of rejected) expect(isRejected(status)).toBe(true);
    for (const status of kept) expect(isRejected(status)).toBe(false);
  });
});

describe('the reasons a row shows', () => {
  it('has none for a good row before or after it was created', async () => {
    const reasons = await english();
    expect(reasons(rowOf('alice', 'secret1'))).toEqual([]);
    expect(reasons(rowOf('alice', 'secret1'), { state: 'created' })).toEqual([]);
  });

  it('names the row problem first, then each field in column order', async () => {
    const reasons = await english();
    expect(
      reasons(withErrors({ school: 'fieldCharacters', username: 'usernameTooLong', email: 'emailFormat' })),
    ).toEqual([
      'Username: username longer than 20 characters',
      'E-mail: not a valid e-mail address',
      'School: holds control characters',
    ]);
    expect(reasons(withErrors({ row: 'columnCount' }))).toEqual(['more than 7 columns']);
    expect(reasons(withErrors({ row: 'strayQuote', gender: 'gender' }))).toEqual([
      'a closing quote is followed by more text in the same field',
      'Gender: gender must be male, 0, female or 1 (any letter case)',
    ]);
  });

  it('says why the server did not create a row, with the server’s words only where they help', async () => {
    const reasons = await english();
    const good = rowOf('alice', 'secret1');
    expect(reasons(good, { state: 'failed', reason: 'usernameExists' })).toEqual([
      'Username: username already exists',
    ]);
    expect(reasons(good, { state: 'failed', reason: 'emailExists' })).toEqual([
      'E-mail: e-mail already exists',
    ]);
    expect(reasons(good, { state: 'failed', reason: 'notCreated' })).toEqual(['not created by the server']);
    expect(reasons(good, { state: 'failed', reason: 'notCreated', detail: 'offline' })).toEqual([
      'not created by the server (no answer to the request: offline)',
    ]);
    expect(reasons(good, { state: 'failed', reason: 'refused', detail: 'no permission' })).toEqual([
      'the server refused the request: no permission',
    ]);
    expect(reasons(good, { state: 'failed', reason: 'unknown', detail: 'timeout' })).toEqual([
      'result unknown (timeout): look the user up in the user list',
    ]);
    expect(reasons(good, { state: 'failed', reason: 'refused' })).toEqual([
      'the server refused the request: ',
    ]);
  });

  it('tells a cancelled import from one stopped by an error', async () => {
    const reasons = await english();
    const good = rowOf('alice', 'secret1');
    expect(reasons(good, { state: 'notSent', reason: 'cancelled' })).toEqual(['import cancelled, not sent']);
    expect(reasons(good, { state: 'notSent', reason: 'stopped', detail: 'session expired' })).toEqual([
      'import stopped, not sent: session expired',
    ]);
    expect(reasons(good, { state: 'notSent', reason: 'stopped' })).toEqual(['import stopped, not sent: ']);
  });

  it('speaks the admin’s language', async () => {
    const i18n = await createI18nProvider('zh-CN');
    const good = rowOf('alice', 'secret1');
    expect(rowReasons(good, { state: 'notSent', reason: 'cancelled' }, i18n.translate)).toEqual([
      '导入已取消，未发送',
    ]);
    expect(rowReasons(good, { state: 'failed', reason: 'emailExists' }, i18n.translate)).toEqual([
      '邮箱: 邮箱已存在',
    ]);
  });
});
