import { rowMoves } from './useRowFlip';

const indexes = (uids: readonly string[]) => new Map(uids.map((uid, index) => [uid, index]));

describe('the rows a step moves', () => {
  it('moves the revealed row up and each row it passes down one place', () => {
    expect(rowMoves(indexes(['a', 'b', 'c', 'd', 'e']), ['a', 'e', 'b', 'c', 'd'])).toEqual(
      new Map([
        ['e', 3],
        ['b', -1],
        ['c', -1],
        ['d', -1],
      ]),
    );
    expect(rowMoves(indexes(['a', 'b']), ['a', 'b'])).toEqual(new Map());
  });

  it('animates only the rows that jump when thousands shift by one place', () => {
    const before = Array.from({ length: 5000 }, (_, index) => `t${index}`);
    const after = ['t4999', ...before.slice(0, 4999)];
    expect(rowMoves(indexes(before), after)).toEqual(new Map([['t4999', 4999]]));
  });
});
