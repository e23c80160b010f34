import { FIELDS, isValid, toBackendRow } from './csvModel';
import { checkRecord } from './validate';

const rowOf = (...cells: string[]) => checkRecord({ line: 1, cells }, 0);

describe('the row the server receives', () => {
  it('holds all seven columns in the order the backend reads them', () => {
    expect(FIELDS).toEqual(['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school']);
    expect(
      toBackendRow(rowOf('alice', 'secret1', 'alice@example.com', ' 李雷 ', 'FEMALE', ' ali ', 'HOJ U')),
    ).toEqual(['alice', 'secret1', 'alice@example.com', '李雷', 'female', 'ali', 'HOJ U']);
  });

  it('leaves out trailing empty columns, never an empty one before a filled one', () => {
    expect(toBackendRow(rowOf('alice', 'secret1'))).toEqual(['alice', 'secret1']);
    expect(toBackendRow(rowOf('alice', 'secret1', '', '', '', '', ''))).toEqual(['alice', 'secret1']);
    expect(toBackendRow(rowOf('alice', 'secret1', 'a@example.com', '  '))).toEqual([
      'alice',
      'secret1',
      'a@example.com',
    ]);
    expect(toBackendRow(rowOf('alice', 'secret1', '', '', '', '', 'HOJ U'))).toEqual([
      'alice',
      'secret1',
      '',
      '',
      '',
      '',
      'HOJ U',
    ]);
    expect(toBackendRow(rowOf('alice', 'secret1', '', 'Li Lei'))).toEqual(['alice', 'secret1', '', 'Li Lei']);
  });

  it('always sends username and password, even empty', () => {
    expect(toBackendRow(rowOf('', ''))).toEqual(['', '']);
    expect(toBackendRow(rowOf('alice', ''))).toEqual(['alice', '']);
  });
});

describe('a valid row', () => {
  it('is one without any error, of the row or of a field', () => {
    expect(isValid(rowOf('alice', 'secret1'))).toBe(true);
    expect(isValid(rowOf('alice'))).toBe(false);
    expect(isValid(rowOf('alice', 'secret1', 'not-an-email'))).toBe(false);
  });
});
