import { checkRecord, flagDuplicates } from './validate';

const check = (...cells: string[]) => checkRecord({ line: 1, cells }, 0);

describe('one import row', () => {
  it('sends username, password and e-mail exactly as written, and trims the free-text fields', () => {
    const row = check('alice', 'pass word', 'alice@example.com', ' 李雷 ', ' Female ', 'ali ', ' HOJ U');
    expect(row.errors).toEqual({});
    expect(row.values).toEqual({
      username: 'alice',
      password: 'pass word',
      email: 'alice@example.com',
      realname: '李雷',
      gender: 'female',
      nickname: 'ali',
      school: 'HOJ U',
    });
    expect(row.trimmed).toEqual(['realname', 'nickname', 'school']);
  });

  it('accepts every spelling of gender in any letter case, and nothing else', () => {
    for (const gender of ['', 'male', 'Male', 'MALE', '0', 'female', 'FEMALE', 'Female', '1'])
      expect(check('alice', 'secret1', '', '', gender).errors).toEqual({});
    for (const gender of ['m', 'f', '2', 'man', 'mâle'])
      expect(check('alice', 'secret1', '', '', gender).errors).toEqual({ gender: 'gender' });
  });

  it('refuses accounts login would refuse, by the shared account rules', () => {
    expect(check('a'.repeat(21), 'secret1').errors).toEqual({ username: 'usernameTooLong' });
    expect(check('alice', 'a'.repeat(21)).errors).toEqual({ password: 'passwordLength' });
    expect(check('alice', '      ').errors).toEqual({ password: 'passwordBlank' });
    expect(check('alice\t', 'secret1').errors).toEqual({ username: 'usernameCharacters' });
    expect(check('ali\u200bce', 'secret1').errors).toEqual({ username: 'usernameCharacters' });
    expect(check('alice', 'secret1', 'al..ice@example.com').errors).toEqual({ email: 'emailFormat' });
    expect(check('alice', 'secret1', ' alice@example.com').errors).toEqual({ email: 'emailSpaces' });
  });

  it("refuses F2's rows: HOJ stores ' secret1 ' untrimmed and its login trims; 11 emoji are 22 UTF-16 units", () => {
    // The same rows the mock's import test shows can never sign in on HOJ.
    expect(check('padded01', ' secret1 ', '').errors).toEqual({ password: 'passwordSpaces' });
    expect(check('😀'.repeat(11), 'secret1', '').errors).toEqual({ username: 'usernameTooLong' });
    expect(check('😀'.repeat(10), 'secret1', '').errors).toEqual({});
  });

  it('refuses a value longer than its user_info column (varchar(100)), counted in characters', () => {
    expect(check('alice', 'secret1', '', 'r'.repeat(101)).errors).toEqual({ realname: 'fieldTooLong' });
    expect(check('alice', 'secret1', '', '', '', 'n'.repeat(101), 's'.repeat(101)).errors).toEqual({
      nickname: 'fieldTooLong',
      school: 'fieldTooLong',
    });
    expect(check('alice', 'secret1', '', '😀'.repeat(100), '', '😀'.repeat(100)).errors).toEqual({});
  });

  it('refuses control characters in the free-text fields, and a NUL anywhere for the whole row', () => {
    expect(check('alice', 'secret1', '', 'Li\u0001Lei').errors).toEqual({ realname: 'fieldCharacters' });
    expect(check('alice', 'secret1', '', 'Li\u0000Lei').errors).toEqual({ row: 'nulCharacter' });
    expect(check('alice', 'secret1', '', '', '', '', '', '\u0000').errors).toEqual({ row: 'nulCharacter' });
    expect(check('alice', 'secret1', '', '', '', '', 'HOJ\u0007U').errors).toEqual({
      school: 'fieldCharacters',
    });
  });

  it('rejects a row with more columns than the format, without dropping the extra cells', () => {
    const row = check('alice', 'secret1', '', '', '', '', '', 'extra');
    expect(row.errors).toEqual({ row: 'columnCount' });
    expect(row.raw).toHaveLength(8);
  });
});

describe('duplicates within the file', () => {
  it('flags later rows whose username or e-mail repeats an earlier one, ignoring case', () => {
    const rows = [
      checkRecord({ line: 1, cells: ['Alice', 'secret1', 'a@example.com'] }, 0),
      checkRecord({ line: 2, cells: ['alice', 'secret1', 'b@example.com'] }, 1),
      checkRecord({ line: 3, cells: ['carol', 'secret1', 'A@EXAMPLE.com'] }, 2),
    ];
    flagDuplicates(rows);
    expect(rows.map((row) => row.errors)).toEqual([
      {},
      { username: 'duplicateInFile' },
      { email: 'duplicateInFile' },
    ]);
  });
});

describe('what a row keeps of its cells', () => {
  it('lowers gender and trims it without calling that a trimmed field', () => {
    const row = check('alice', 'secret1', '', '', ' MALE ');
    expect(row.values.gender).toBe('male');
    expect(row.errors).toEqual({});
    expect(row.trimmed).toEqual([]);
  });

  it('fills the columns a short row leaves out with empty values', () => {
    const row = check('alice', 'secret1');
    expect(row.values).toEqual({
      username: 'alice',
      password: 'secret1',
      email: '',
      realname: '',
      gender: '',
      nickname: '',
      school: '',
    });
    expect(row.trimmed).toEqual([]);
  });

  it('keeps the position and line it was given', () => {
    const row = checkRecord({ line: 7, cells: ['alice', 'secret1'] }, 4);
    expect(row).toMatchObject({ index: 4, line: 7, raw: ['alice', 'secret1'] });
  });

  it('refuses control characters in the nickname too, and reports every field wrong at once', () => {
    expect(check('alice', 'secret1', '', '', '', 'ali\u001f').errors).toEqual({
      nickname: 'fieldCharacters',
    });
    expect(check(' alice', '123', 'bad', 'x\u0002', 'y', 'z\u0003', 'w\u007f').errors).toEqual({
      username: 'usernameSpaces',
      password: 'passwordLength',
      email: 'emailFormat',
      realname: 'fieldCharacters',
      gender: 'gender',
      nickname: 'fieldCharacters',
      school: 'fieldCharacters',
    });
  });

  it('reports a broken record as a whole, without judging its fields or its width', () => {
    const broken = checkRecord(
      { line: 1, cells: ['bad', '"x', '', '', '', '', '', 'more'], problem: 'unterminatedQuote' },
      0,
    );
    expect(broken.errors).toEqual({ row: 'unterminatedQuote' });
    expect(check('only').errors).toEqual({ row: 'oneColumn' });
    expect(check('', '').errors).toEqual({ username: 'required', password: 'required' });
  });
});

describe('duplicates within the file: what claims a username or address', () => {
  const rowsOf = (...records: string[][]) =>
    records.map((cells, index) => checkRecord({ line: index + 1, cells }, index));

  it('lets rows without e-mail or username share the empty value', () => {
    const rows = rowsOf(['alice', 'secret1'], ['bob', 'secret1'], ['', 'secret1'], ['', 'secret1']);
    flagDuplicates(rows);
    expect(rows.map((row) => row.errors)).toEqual([
      {},
      {},
      { username: 'required' },
      { username: 'required' },
    ]);
  });

  it('keeps a field’s own error on a duplicate, and lets a broken row claim nothing', () => {
    const rows = rowsOf(
      ['a'.repeat(21), 'secret1'],
      ['A'.repeat(21), 'secret1', 'x@example.com'],
      ['only'],
      ['only', 'secret1'],
    );
    rows.push(checkRecord({ line: 5, cells: ['carol', '"x'], problem: 'strayQuote' }, 4));
    rows.push(checkRecord({ line: 6, cells: ['carol', 'secret1', 'X@example.com'] }, 5));
    flagDuplicates(rows);
    expect(rows.map((row) => row.errors)).toEqual([
      { username: 'usernameTooLong' },
      { username: 'usernameTooLong' },
      { row: 'oneColumn' },
      {},
      { row: 'strayQuote' },
      { email: 'duplicateInFile' },
    ]);
  });
});
