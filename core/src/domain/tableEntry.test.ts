import { problemDifficultyTable } from './problem';
import { tableEntry } from './tableEntry';

describe('tableEntry', () => {
  it("answers a table's own rows only, never Object.prototype's members", () => {
    expect(tableEntry(problemDifficultyTable, 0)).toBe(problemDifficultyTable[0]);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(tableEntry(problemDifficultyTable, name)).toBeNull();
    expect(tableEntry(problemDifficultyTable, 99)).toBeNull();
    expect(tableEntry(problemDifficultyTable, null)).toBeNull();
    expect(tableEntry(problemDifficultyTable, { toString: () => '0' })).toBeNull();
  });
});
