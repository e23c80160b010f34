import { rowPlaces } from './rowPlaces';

describe('pinned copies on a board page', () => {
  it('takes the leading rows of pinnable participants on the first page as pinned copies, each once', () => {
    // The viewer (me) and a followed team (fox) are copied on top; fox also leads the board.
    expect(rowPlaces(['me', 'fox', 'fox', 'ann', 'me'], new Set(['me', 'fox']), true)).toEqual([
      { key: 'pin:me', pinned: true },
      { key: 'pin:fox', pinned: true },
      { key: 'fox', pinned: false },
      { key: 'ann', pinned: false },
      { key: 'me', pinned: false },
    ]);
  });

  it('pins nothing past the first row that is not pinnable, nor on a later page', () => {
    expect(rowPlaces(['ann', 'fox'], new Set(['fox']), true).map((place) => place.pinned)).toEqual([
      false,
      false,
    ]);
    expect(rowPlaces(['fox', 'ann'], new Set(['fox']), false).map((place) => place.pinned)).toEqual([
      false,
      false,
    ]);
  });

  it('gives a row the server repeats elsewhere a key of its own', () => {
    expect(rowPlaces(['ann', 'ben', 'ann'], new Set(), true).map((place) => place.key)).toEqual([
      'ann',
      'ben',
      'ann:1',
    ]);
  });
});
