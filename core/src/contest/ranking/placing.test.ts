import type { ContestAwardConfigVO } from '@generated/model/index';
import { assignPlaces, awardBands, type PlaceFields } from './placing';

interface Row extends PlaceFields {
  username: string;
  score: number;
}

const band = (priority: number, name: string, num: number | null): ContestAwardConfigVO => ({
  priority,
  name,
  background: `#${priority}${priority}${priority}`,
  color: '#000',
  num,
});

const medals = [band(1, 'Gold', 10), band(2, 'Silver', 20), band(3, 'Bronze', 30)];

function rows(scores: Record<string, number>): Row[] {
  return Object.entries(scores).map(([username, score]) => ({ username, score, rank: 0, isWinAward: false }));
}

function place(
  list: Row[],
  options: { stars?: string[]; removeStar?: boolean; awardType?: number; config?: ContestAwardConfigVO[] },
) {
  return assignPlaces(list, {
    starAccount: options.stars ?? [],
    removeStar: options.removeStar ?? false,
    awardType: options.awardType ?? 0,
    awardConfig: options.config ?? medals,
    ties: (a, b) => a.score === b.score,
    scored: (row) => row.score > 0,
  });
}

describe('award bands', () => {
  it('sizes percent bands by rounding down the share of the ranked rows, as the server does in floating point', () => {
    expect(awardBands(medals, 1, 23).map((b) => b.size)).toEqual([2, 4, 6]);
    // 29 % of 100 comes to 28.999… in floating point: 28 rows.
    expect(awardBands([band(1, 'Gold', 29)], 1, 100).map((b) => b.size)).toEqual([28]);
  });

  it('drops percent bands that come to no row, and bands without a positive number', () => {
    expect(awardBands(medals, 1, 5).map((b) => [b.name, b.size])).toEqual([
      ['Silver', 1],
      ['Bronze', 1],
    ]);
    expect(awardBands([band(1, 'Gold', 0), band(2, 'Silver', null), band(3, 'Bronze', 3)], 2, 50)).toEqual([
      { name: 'Bronze', background: '#333', color: '#000', size: 3 },
    ]);
  });

  it('takes count bands as they are, in priority order whatever order they were entered in', () => {
    const entered = [band(3, 'Bronze', 5), band(1, 'Gold', 1), band(2, 'Silver', 2)];
    expect(awardBands(entered, 2, 4).map((b) => [b.name, b.size])).toEqual([
      ['Gold', 1],
      ['Silver', 2],
      ['Bronze', 5],
    ]);
  });

  it('gives nothing when the contest has no awards', () => {
    expect(awardBands(medals, 0, 100)).toEqual([]);
    expect(awardBands(null, 1, 100)).toEqual([]);
  });
});

describe('ranks and awards', () => {
  it('awards band after band by position, a band running out in the middle of a tie', () => {
    const placed = place(rows({ a: 9, b: 8, c: 8, d: 7, e: 6 }), {
      awardType: 2,
      config: [band(1, 'Gold', 2), band(2, 'Silver', 1)],
    });
    expect(placed.map((r) => [r.username, r.rank, r.awardName ?? null])).toEqual([
      ['a', 1, 'Gold'],
      ['b', 2, 'Gold'],
      ['c', 2, 'Silver'],
      ['d', 4, null],
      ['e', 5, null],
    ]);
  });

  it('awards only rows that scored, even inside a band', () => {
    const placed = place(rows({ a: 5, b: 0, c: 0 }), { awardType: 2, config: [band(1, 'Gold', 3)] });
    expect(placed.map((r) => r.isWinAward)).toEqual([true, false, false]);
  });

  it('sizes percent bands on the unstarred rows, zero scores included, and never awards a star', () => {
    // Ten ranked rows: 10 % is one gold, 20 % two silvers; the star in between takes none.
    const list = rows({ s: 10, a: 9, b: 8, c: 7, d: 0, e: 0, f: 0, g: 0, h: 0, i: 0, j: 0 });
    const placed = place(list, { stars: ['s'], awardType: 1 });
    expect(placed.map((r) => [r.username, r.rank, r.awardName ?? null])).toEqual([
      ['s', -1, null],
      ['a', 1, 'Gold'],
      ['b', 2, 'Silver'],
      ['c', 3, 'Silver'],
      ['d', 4, null], // a bronze band of three, but nothing scored
      ['e', 4, null],
      ['f', 4, null],
      ['g', 4, null],
      ['h', 4, null],
      ['i', 4, null],
      ['j', 4, null],
    ]);
  });

  it('sizes percent bands on the remaining rows when the stars are removed', () => {
    const list = rows({ s: 10, a: 9, b: 8, c: 7, d: 6, e: 5, f: 4, g: 3, h: 2, i: 1 });
    const placed = place(list, { stars: ['s'], removeStar: true, awardType: 1 });
    expect(placed.map((r) => r.username)).not.toContain('s');
    // Nine rows: 10 % is no gold at all, 20 % one silver, 30 % two bronzes.
    expect(placed.filter((r) => r.isWinAward).map((r) => `${r.awardName} ${r.username}`)).toEqual([
      'Silver a',
      'Bronze b',
      'Bronze c',
    ]);
  });

  it('clears an award a row carried from an earlier placing', () => {
    const list = rows({ a: 1 });
    Object.assign(list[0] as Row, { isWinAward: true, awardName: 'Gold', awardColor: '#000' });
    expect(place(list, {})[0]).toMatchObject({ isWinAward: false, awardName: null, awardColor: null });
  });
});
