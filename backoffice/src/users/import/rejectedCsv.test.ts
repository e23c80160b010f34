import { isValid, type CsvAnalysis } from './csvModel';
import { analyseCsv } from './parseCsv';
import { neutralizeFormula, rejectedRowsCsv, restoreFormula } from './rejectedCsv';

function reimport(csv: string): CsvAnalysis {
  const outcome = analyseCsv(new TextEncoder().encode(csv));
  if (outcome.kind !== 'analysis') throw new Error(`expected an analysis, got ${outcome.kind}`);
  return outcome.analysis;
}

const FORMULAS = [
  '=SUM(A1)',
  '+1',
  '-1',
  '@x',
  '\tx',
  '\rx',
  ' =1+1',
  '\n=cmd',
  '＝1+1',
  '＋1',
  '－1',
  '＠x',
  "'=already guarded",
];

describe('rejectedRowsCsv', () => {
  it('guards every formula start a spreadsheet would run, and quotes separators', () => {
    for (const cell of FORMULAS) expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['plain', 'a-b', "'quoted", ' spaced', '李雷'])
      expect(neutralizeFormula(cell)).toBe(cell);
    const csv = rejectedRowsCsv([{ cells: ['=cmd|calc', 'pw,1'], reason: 'password: "bad"' }], {
      includePasswords: true,
    });
    expect(csv).toBe(
      '\uFEFFusername,password,email,realname,gender,nickname,school,reason\r\n' +
        `'=cmd|calc,"pw,1",,,,,,"password: ""bad"""\r\n`,
    );
  });

  it('gives back exactly the cell when the guard is taken off', () => {
    for (const cell of [...FORMULAS, 'plain', "'quoted", "''=x", ''])
      expect(restoreFormula(neutralizeFormula(cell))).toBe(cell);
  });

  it('leaves passwords out unless asked to include them', () => {
    const lines = [{ cells: ['alice', 'TopSecret1', 'a@example.com'], reason: 'r' }];
    expect(rejectedRowsCsv(lines)).not.toContain('TopSecret1');
    expect(rejectedRowsCsv(lines).split('\r\n')[1]).toBe('alice,,a@example.com,,,,,r');
    expect(rejectedRowsCsv(lines, { includePasswords: true }).split('\r\n')[1]).toBe(
      'alice,TopSecret1,a@example.com,,,,,r',
    );
  });

  it('keeps every column of a row with too many, under a header naming them', () => {
    const csv = rejectedRowsCsv([
      { cells: ['toomany', 'secret1', '', '', '', '', 'school', 'extra8', 'extra9'], reason: 'too many' },
      { cells: ['short', 'x'], reason: 'short password' },
    ]);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'username,password,email,realname,gender,nickname,school,column8,column9,reason',
      'toomany,,,,,,school,extra8,extra9,too many',
      'short,,,,,,,,,short password',
      '',
    ]);
  });

  it('comes back through the importer as the file it was: header and reason column left out', () => {
    const original = [
      ['=2+3', 'secret1'],
      ['@alice2', 'secret2', 'a2@example.com', ' Li Lei ', 'male'],
      ['-bob2', 'secret3', '', '', '', '', '', 'extra'],
      ['carol2', '+secret4', '', '', 'x'],
    ];
    const csv = rejectedRowsCsv(
      original.map((cells) => ({ cells, reason: 'Password: =bad' })),
      { includePasswords: true },
    );
    const analysis = reimport(csv);
    expect(analysis).toMatchObject({ headerSkipped: true, reasonColumnIgnored: true, blankLinesSkipped: 0 });
    expect(analysis.rows.map((row) => row.raw.slice(0, 5))).toEqual([
      ['=2+3', 'secret1', '', '', ''],
      ['@alice2', 'secret2', 'a2@example.com', ' Li Lei ', 'male'],
      ['-bob2', 'secret3', '', '', ''],
      ['carol2', '+secret4', '', '', 'x'],
    ]);
    // The rows keep the problems they had, and only those: the third still has its extra column.
    expect(analysis.rows.map((row) => row.errors)).toEqual([
      {},
      {},
      { row: 'columnCount' },
      { gender: 'gender' },
    ]);
    expect(analysis.rows[2]?.raw[7]).toBe('extra');
    expect(analysis.rows.filter(isValid).map((row) => row.values.username)).toEqual(['=2+3', '@alice2']);
  });

  it('comes back without passwords as rows that ask for one, and nothing else', () => {
    const csv = rejectedRowsCsv([{ cells: ['dave2', 'secret5', 'd2@example.com'], reason: 'duplicate' }]);
    const analysis = reimport(csv);
    expect(analysis.rows.map((row) => row.errors)).toEqual([{ password: 'required' }]);
  });
});
