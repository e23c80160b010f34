import { isValid, type CheckedRow, type CsvAnalysis } from './csvModel';
import { analyseCsv } from './parseCsv';

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

  it('reports spaces around a username instead of stripping them, and never trims a password', () => {
    expect(byName(rows, '  spaced ')?.errors).toEqual({ username: 'usernameSpaces' });
    expect(byName(rows, 'spacepw')?.errors).toEqual({ password: 'passwordBlank' });
    const kept = byName(rows, 'keepspace') as CheckedRow;
    expect(kept.errors).toEqual({});
    expect(kept.values.password).toBe(' secret2d ');
  });

  it('classifies every error kind on the field it concerns', () => {
    const errorsOf = (username: string) => byName(rows, username)?.errors;
    expect(rows.find((row) => row.line === 9)?.errors).toEqual({ username: 'required' });
    expect(errorsOf('nopass')).toEqual({ password: 'required' });
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
      'keepspace',
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
});
