import { defaultMedals, parseMedalCount, scrollBoardUrl } from './medals';

describe('the scroll board’s medal counts', () => {
  it('default to 10 %, 20 % and 30 % of the participants, rounded down', () => {
    expect(defaultMedals(37)).toEqual({ gold: 3, silver: 7, bronze: 11 });
    expect(defaultMedals(100)).toEqual({ gold: 10, silver: 20, bronze: 30 });
    expect(defaultMedals(9)).toEqual({ gold: 0, silver: 1, bronze: 2 });
    expect(defaultMedals(5000)).toEqual({ gold: 500, silver: 1000, bronze: 1500 });
  });

  it('default to none for no participants or a count that is not one', () => {
    expect(defaultMedals(0)).toEqual({ gold: 0, silver: 0, bronze: 0 });
    expect(defaultMedals(-3)).toEqual({ gold: 0, silver: 0, bronze: 0 });
    expect(defaultMedals(Number.NaN)).toEqual({ gold: 0, silver: 0, bronze: 0 });
  });

  it('accept only whole numbers of 0 or more', () => {
    expect(parseMedalCount('12')).toBe(12);
    expect(parseMedalCount(' 0 ')).toBe(0);
    for (const text of ['', ' ', '-1', '2.5', '1e3', 'three', '3a', '99999999999999999999'])
      expect(parseMedalCount(text)).toBeNull();
  });

  it('open the board with the contest, the star choice and the medals in gold, silver, bronze order', () => {
    expect(scrollBoardUrl(2, false, { gold: 3, silver: 7, bronze: 11 })).toBe(
      '/scrollBoard?cid=2&removeStar=false&medals[]=3&medals[]=7&medals[]=11',
    );
    expect(scrollBoardUrl(5, true, { gold: 1, silver: 0, bronze: 2 })).toBe(
      '/scrollBoard?cid=5&removeStar=true&medals[]=1&medals[]=0&medals[]=2',
    );
  });
});
