import { isValid, type CheckedRow, type CsvAnalysis } from './csvModel';
import { analyseCsv, isHeaderRow, reasonColumnOf, splitRecords, type Progress } from './parseCsv';

const encode = (text: string) => new TextEncoder().encode(text);

function analyse(bytes: Uint8Array, encoding?: string): CsvAnalysis {
  const outcome = analyseCsv(bytes, encoding ? { encoding } : {});
  if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
  return outcome.analysis;
}

const byName = (rows: CheckedRow[], username: string) => rows.find((row) => row.values.username === username);

/** One row per error kind, plus a header, blank lines, quotes, CRLF, mixed-case genders and spaces. */
const FIXTURE = [
  'username,password,email,realname,gender,nickname,school',
  'good1,secret1,good1@example.com,张三,male,G1,"HOJ University, Main Campus"',
  'good2,secret2,, 李雷 ,FEMALE,,',
  '  spaced ,secret2b',
  'Mixed,secret2c,,,Male',
  'spacepw,        ',
  'keepspace, secret2d ',
  '',
  ',secret3',
  'nopass',
  'averyveryverylongusername,secret4',
  'shortpw,12345',
  'longpw,123456789012345678901',
  'bademail,secret5,not-an-email',
  'badgender,secret6,,,x',
  'toomany,secret7,a@b.cn,r,0,n,s,extra',
  'GOOD1,secret8',
  'mailtwin,secret9,GOOD1@example.com',
  '"quoted ""name""",secret10',
  '   ,  ,  ',
].join('\r\n');

describe('analyseCsv', () => {
  const analysis = analyse(encode(`${FIXTURE}\r\n`));
  const rows = analysis.rows;

  it('skips the header row and blank lines, keeping file line numbers', () => {
    expect(analysis).toMatchObject({
      encoding: 'utf-8',
      bom: false,
      headerSkipped: true,
      blankLinesSkipped: 2,
    });
    expect(rows).toHaveLength(17);
    expect(rows[0]?.line).toBe(2);
    expect(byName(rows, 'nopass')?.line).toBe(10);
  });

  it('accepts good rows, quoted fields with commas and quotes, and trims the free-text fields', () => {
    expect(byName(rows, 'good1')?.values.school).toBe('HOJ University, Main Campus');
    expect(isValid(byName(rows, 'good1') as CheckedRow)).toBe(true);
    const good2 = byName(rows, 'good2') as CheckedRow;
    expect(isValid(good2)).toBe(true);
    expect(good2.values.realname).toBe('李雷');
    expect(good2.trimmed).toEqual(['realname']);
    expect(isValid(byName(rows, 'quoted "name"') as CheckedRow)).toBe(true);
  });

  it('reads gender in any letter case and sends it in lower case', () => {
    expect(byName(rows, 'good2')?.values.gender).toBe('female');
    expect(byName(rows, 'Mixed')?.values.gender).toBe('male');
    expect(byName(rows, 'Mixed')?.errors).toEqual({});
  });

  it('reports spaces around a username or a password instead of stripping them', () => {
    expect(byName(rows, '  spaced ')?.errors).toEqual({ username: 'usernameSpaces' });
    expect(byName(rows, 'spacepw')?.errors).toEqual({ password: 'passwordBlank' });
    // HOJ's login trims the password it is given, so an account whose password has spaces around it could
    // never sign in: the row is refused, its value left as it is in the file.
    const kept = byName(rows, 'keepspace') as CheckedRow;
    expect(kept.errors).toEqual({ password: 'passwordSpaces' });
    expect(kept.values.password).toBe(' secret2d ');
  });

  it('classifies every error kind on the field it concerns', () => {
    const errorsOf = (username: string) => byName(rows, username)?.errors;
    expect(rows.find((row) => row.line === 9)?.errors).toEqual({ username: 'required' });
    expect(errorsOf('nopass')).toEqual({ row: 'oneColumn' });
    expect(errorsOf('averyveryverylongusername')).toEqual({ username: 'usernameTooLong' });
    expect(errorsOf('shortpw')).toEqual({ password: 'passwordLength' });
    expect(errorsOf('longpw')).toEqual({ password: 'passwordLength' });
    expect(errorsOf('bademail')).toEqual({ email: 'emailFormat' });
    expect(errorsOf('badgender')).toEqual({ gender: 'gender' });
    expect(errorsOf('toomany')).toEqual({ row: 'columnCount' });
    // Duplicates compare without case, as the database's unique keys do; the first occurrence stays valid.
    expect(errorsOf('GOOD1')).toEqual({ username: 'duplicateInFile' });
    expect(errorsOf('mailtwin')).toEqual({ email: 'duplicateInFile' });
    expect(rows.filter(isValid).map((row) => row.values.username)).toEqual([
      'good1',
      'good2',
      'Mixed',
      'quoted "name"',
    ]);
  });

  it('keeps the raw cells for the rejected-rows download', () => {
    expect(byName(rows, 'good2')?.raw).toEqual(['good2', 'secret2', '', ' 李雷 ', 'FEMALE', '', '']);
  });

  it('reads UTF-8 with a BOM and LF line endings without a header', () => {
    const bom = analyse(new Uint8Array([0xef, 0xbb, 0xbf, ...encode('李四,secret1\nwang,secret2\n')]));
    expect(bom).toMatchObject({ encoding: 'utf-8', bom: true, headerSkipped: false });
    expect(bom.rows.map((row) => row.values.username)).toEqual(['李四', 'wang']);
  });

  it('asks for the encoding of a GBK file, offering GB18030 first with a readable preview', () => {
    // "张三" in GBK.
    const gbk = new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd, 0x2c, ...encode('secret1\r\n')]);
    const outcome = analyseCsv(gbk);
    expect(outcome.kind).toBe('ask');
    if (outcome.kind !== 'ask') return;
    expect(outcome.candidates[0]).toEqual({ encoding: 'gb18030', preview: '张三,secret1\r\n' });
    const chosen = analyse(gbk, 'gb18030');
    expect(chosen.rows[0]?.values.username).toBe('张三');
  });

  it('leaves the BOM of a GB18030 file out of the first username', () => {
    const withBom = new Uint8Array([
      0x84,
      0x31,
      0x95,
      0x33,
      0xd5,
      0xc5,
      0xc8,
      0xfd,
      0x2c,
      ...encode('secret1\r\n'),
    ]);
    const chosen = analyse(withBom, 'gb18030');
    expect(chosen.rows.map((row) => row.values.username)).toEqual(['张三']);
    expect(chosen.rows[0]?.errors).toEqual({});
  });
});

const lines = (...text: string[]) => encode(text.join('\r\n'));
const summary = (analysis: CsvAnalysis) =>
  analysis.rows.map((row) => ({ line: row.line, username: row.values.username, errors: row.errors }));

describe('records the reader has to work at', () => {
  it('keeps a CRLF inside a quoted field as CRLF, and counts the lines it spans', () => {
    const rows = analyse(lines('alice,"pass\r\nword",,"HOJ\r\nU"', 'bob,secret2', '')).rows;
    expect(rows[0]?.raw).toEqual(['alice', 'pass\r\nword', '', 'HOJ\r\nU']);
    expect(rows[0]?.values.password).toBe('pass\r\nword');
    expect(rows[0]?.errors).toEqual({ password: 'passwordCharacters', realname: 'fieldCharacters' });
    expect(rows[1]).toMatchObject({ line: 4, values: { username: 'bob' }, errors: {} });
  });

  it('reports an unterminated quote on its own line and reads every line after it as a row', () => {
    const analysis = analyse(
      lines(
        'good1,secret1',
        'bad,"secret2,bad@example.com',
        'good2,secret3',
        'good3,"secret4"',
        'good4,secret5',
        '',
      ),
    );
    expect(summary(analysis)).toEqual([
      { line: 1, username: 'good1', errors: {} },
      { line: 2, username: 'bad', errors: { row: 'unterminatedQuote' } },
      { line: 3, username: 'good2', errors: {} },
      { line: 4, username: 'good3', errors: {} },
      { line: 5, username: 'good4', errors: {} },
    ]);
    // The bad row shows the line as it is, split at its commas.
    expect(analysis.rows[1]?.raw).toEqual(['bad', '"secret2', 'bad@example.com']);
    expect(analysis.rows[3]?.values.password).toBe('secret4');
  });

  it('also when no other quote follows and the file simply ends', () => {
    const analysis = analyse(lines('bad,"secret1', 'good1,secret2', 'good2,secret3'));
    expect(summary(analysis)).toEqual([
      { line: 1, username: 'bad', errors: { row: 'unterminatedQuote' } },
      { line: 2, username: 'good1', errors: {} },
      { line: 3, username: 'good2', errors: {} },
    ]);
  });

  it('tells a quote left open on the last line (a file cut off) from one left open earlier', () => {
    for (const ending of ['', '\r\n', '\r\n\r\n']) {
      const analysis = analyse(encode(`good1,secret1\r\ncut,"secret2${ending}`));
      expect(summary(analysis)).toEqual([
        { line: 1, username: 'good1', errors: {} },
        { line: 2, username: 'cut', errors: { row: 'unterminatedQuoteAtEnd' } },
      ]);
    }
  });

  it('reports text after a closing quote in the same field', () => {
    const analysis = analyse(lines('"alice"x,secret1', 'bob,secret2'));
    expect(analysis.rows.map((row) => row.errors)).toEqual([{ row: 'strayQuote' }, {}]);
    expect(analysis.rows[0]?.raw).toEqual(['"alice"x', 'secret1']);
  });

  it('gives a row of one column (a username alone, or another separator) its own reason', () => {
    const rows = analyse(lines('alice2', 'bob2;secret1', 'carol2\tsecret1', 'dave2,secret1')).rows;
    expect(rows.map((row) => row.errors)).toEqual([
      { row: 'oneColumn' },
      { row: 'oneColumn' },
      { row: 'oneColumn' },
      {},
    ]);
  });

  it('rejects every row holding a NUL character, wherever it is, and only those rows', () => {
    const rows = analyse(
      lines(
        'nul\u0000name,secret1',
        'bob2,secret1,,,male\u0000',
        'carol2,secret1,,,,,,\u0000',
        'dave2,secret1',
      ),
    ).rows;
    expect(rows.map((row) => row.errors)).toEqual([
      { row: 'nulCharacter' },
      { row: 'nulCharacter' },
      { row: 'nulCharacter' },
      {},
    ]);
  });

  it('does not let a broken row make a later good row a duplicate', () => {
    const rows = analyse(lines('alice2,"secret1', 'alice2,secret1')).rows;
    expect(rows.map((row) => row.errors)).toEqual([{ row: 'unterminatedQuote' }, {}]);
  });

  it('ignores empty cells a spreadsheet adds after the seventh column', () => {
    const rows = analyse(lines('alice2,secret1,,,,,,,', 'bob2,secret1,,,,,,,x')).rows;
    expect(rows.map((row) => row.errors)).toEqual([{}, { row: 'columnCount' }]);
  });
});

describe('files nothing can be imported from', () => {
  it('refuses binary data (a PNG renamed .csv) instead of offering encodings', () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0,
      0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0,
      1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]);
    expect(analyseCsv(png)).toEqual({ kind: 'unreadable', reason: 'binary' });
    // Random bytes (a zip, an .xlsx) too, while a UTF-16 file with its BOM stays text.
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256);
    expect(analyseCsv(noise)).toEqual({ kind: 'unreadable', reason: 'binary' });
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'alice2,secret1\r\n'].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(analyse(utf16).rows.map((row) => row.values.username)).toEqual(['alice2']);
  });

  it('says an empty, blank or header-only file is one', () => {
    expect(analyseCsv(new Uint8Array())).toEqual({ kind: 'unreadable', reason: 'empty' });
    expect(analyseCsv(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ kind: 'unreadable', reason: 'empty' });
    expect(analyseCsv(encode('\r\n  \r\n,, ,\r\n'))).toEqual({ kind: 'unreadable', reason: 'blank' });
    expect(analyseCsv(encode('username,password\r\n\r\n'))).toEqual({
      kind: 'unreadable',
      reason: 'headerOnly',
    });
  });
});

describe('text that looks wrong for its encoding', () => {
  const utf8 = encode('张三,secret1\r\n李四,secret2\r\nJosé,secret3\r\n');

  it('is flagged with a sample: UTF-8 read as windows-1252 or GB18030, replacement characters', () => {
    expect(analyse(utf8, 'windows-1252').garbled).toBe('å¼\u00a0');
    expect(analyse(utf8, 'gb18030').garbled).toBe('寮犱笁');
    expect(analyse(encode('JosÃ©,secret1')).garbled).toBe('Ã©');
    expect(analyse(encode('Jos\ufffd,secret1')).garbled).toBe('Jos\ufffd,se');
  });

  it('is not flagged when it reads right', () => {
    expect(analyse(utf8).garbled).toBeNull();
    const gbk = new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd, 0x2c, ...encode('secret1\r\nMüller,secret2')]);
    expect(analyse(gbk, 'gb18030').garbled).toBeNull();
    expect(analyse(encode('Ærø Łódź Ελένη Русский 渡辺,secret1')).garbled).toBeNull();
  });
});

describe('a header row', () => {
  it('is recognised by its first two names, in any letter case and with spaces', () => {
    for (const [first, second] of [
      ['username', 'password'],
      [' User Name ', ' PWD '],
      ['login', 'Password'],
      ['user', 'pwd'],
      ['用户名', '密码'],
      ['账号', '密码'],
      ['帐号', '密码'],
    ])
      expect(isHeaderRow([first ?? '', second ?? '', 'email'])).toBe(true);
    for (const cells of [
      ['username'],
      ['alice', 'password'],
      ['username', 'secret1'],
      [],
      ['password', 'username'],
    ])
      expect(isHeaderRow(cells)).toBe(false);
  });

  it('names a reason column only as the last named one, after username and password', () => {
    expect(reasonColumnOf(['username', 'password', 'email', 'reason'])).toBe(3);
    expect(reasonColumnOf(['username', 'password', ' Reasons ', '', ' '])).toBe(2);
    expect(reasonColumnOf(['用户名', '密码', '邮箱', '原因'])).toBe(3);
    expect(reasonColumnOf(['username', 'reason'])).toBe(-1);
    expect(reasonColumnOf(['username', 'password', 'reason', 'school'])).toBe(-1);
    expect(reasonColumnOf(['username', 'password', 'email'])).toBe(-1);
    expect(reasonColumnOf(['', '', ''])).toBe(-1);
  });

  it('is skipped only as the first record, and a reason column only after it', () => {
    const later = analyse(lines('alice2,secret1', 'username,password', ''));
    expect(later.headerSkipped).toBe(false);
    expect(later.rows.map((row) => row.values.username)).toEqual(['alice2', 'username']);

    // Without a reason column the formula guards are the file's own text.
    const noReason = analyse(lines('username,password,email', "'=alice2,secret1", ''));
    expect(noReason).toMatchObject({ headerSkipped: true, reasonColumnIgnored: false });
    expect(noReason.rows[0]?.values.username).toBe("'=alice2");

    // A header that is itself broken is a row.
    const broken = analyse(lines('"username,password', 'alice2,secret1', ''));
    expect(broken.headerSkipped).toBe(false);
    expect(broken.rows).toHaveLength(2);
  });
});

describe('line breaks', () => {
  it('reads lone CR and LF line endings, and numbers lines by them', () => {
    const cr = analyse(encode('alice2,secret1\rbob2,secret2\r\rcarol2,secret3'));
    expect(summary(cr)).toEqual([
      { line: 1, username: 'alice2', errors: {} },
      { line: 2, username: 'bob2', errors: {} },
      { line: 4, username: 'carol2', errors: {} },
    ]);
    expect(cr.blankLinesSkipped).toBe(1);
    const lf = analyse(encode('alice2,"a\nb\rc",x\nbob2,secret2\n'));
    expect(lf.rows[0]?.raw).toEqual(['alice2', 'a\nb\rc', 'x']);
    expect(lf.rows[1]?.line).toBe(4);
  });

  it('counts the lines of a record the reader lost its way in, so later rows keep their numbers', () => {
    const analysis = analyse(encode('a2,"x\r\nb2,secret2\rc2,"y\nd2,secret4\n'));
    expect(summary(analysis)).toEqual([
      { line: 1, username: 'a2', errors: { row: 'unterminatedQuote' } },
      { line: 2, username: 'b2', errors: {} },
      { line: 3, username: 'c2', errors: { row: 'unterminatedQuote' } },
      { line: 4, username: 'd2', errors: {} },
    ]);
  });

  it('tells a quote closed lines later, followed by text, from a stray one', () => {
    const analysis = analyse(lines('a2,"pw', 'b2,"x"y,z', 'c2,secret3', ''));
    expect(summary(analysis)).toEqual([
      { line: 1, username: 'a2', errors: { row: 'unterminatedQuote' } },
      { line: 2, username: 'b2', errors: { row: 'strayQuote' } },
      { line: 3, username: 'c2', errors: {} },
    ]);
    expect(analysis.rows[0]?.raw).toEqual(['a2', '"pw']);
  });

  it('reads a file whose unquoted records change their kind of line break', () => {
    const analysis = analyse(encode('alice2,secret1\r\nbob2,secret2\ncarol2,secret3\rdave2,secret4\r\n'));
    expect(summary(analysis)).toEqual([
      { line: 1, username: 'alice2', errors: {} },
      { line: 2, username: 'bob2', errors: {} },
      { line: 3, username: 'carol2', errors: {} },
      { line: 4, username: 'dave2', errors: {} },
    ]);
    expect(analysis.rows.map((row) => row.raw[1])).toEqual(['secret1', 'secret2', 'secret3', 'secret4']);
  });

  it('keeps cells starting with a tab or a formula sign verbatim, quoted or not', () => {
    const analysis = analyse(encode('alice2,secret1,,"\t=1+2",,\t@SUM(A1),=HYPERLINK("x")\r\n'));
    expect(analysis.rows[0]?.raw).toEqual([
      'alice2',
      'secret1',
      '',
      '\t=1+2',
      '',
      '\t@SUM(A1)',
      '=HYPERLINK("x")',
    ]);
  });

  it('reads a quoted last field at the very end of the file, and an empty quoted one', () => {
    const analysis = analyse(encode('alice2,"secret1"\r\nbob2,"",x@example.com,""'));
    expect(analysis.rows.map((row) => row.raw)).toEqual([
      ['alice2', 'secret1'],
      ['bob2', '', 'x@example.com', ''],
    ]);
  });
});

describe('progress of a large file', () => {
  it('is reported while reading and checking, and once more at the end', () => {
    const text = Array.from({ length: 4500 }, (_, i) => `user${i},secret1`).join('\n');
    const progress: Progress[] = [];
    const outcome = analyseCsv(encode(text), { onProgress: (p) => progress.push(p) });
    if (outcome.kind !== 'analysis') throw new Error('expected an analysis');
    const parse = progress.filter((p) => p.phase === 'parse');
    expect(parse.map((p) => p.total)).toEqual([text.length, text.length]);
    expect(parse.map((p) => p.done)).toEqual([text.indexOf('user2000,'), text.indexOf('user4000,')]);
    expect(progress.filter((p) => p.phase === 'validate')).toEqual([
      { phase: 'validate', done: 0, total: 4500 },
      { phase: 'validate', done: 2000, total: 4500 },
      { phase: 'validate', done: 4000, total: 4500 },
      { phase: 'validate', done: 4500, total: 4500 },
    ]);
  });

  it('counts blank lines as read', () => {
    const { blankLines } = splitRecords('\n'.repeat(3) + 'a,b');
    expect(blankLines).toBe(3);
    const progress: Progress[] = [];
    splitRecords('\n'.repeat(1999) + 'a,b\n', (p) => progress.push(p));
    expect(progress).toEqual([{ phase: 'parse', done: 2003, total: 2003 }]);
  });
});
