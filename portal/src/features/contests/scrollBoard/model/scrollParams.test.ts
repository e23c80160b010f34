import { readScrollParams } from './scrollParams';

const read = (query: string) => readScrollParams(new URLSearchParams(query));

describe('the scroll board’s address', () => {
  it('reads the contest, the star choice and the medals in gold, silver, bronze order', () => {
    expect(read('cid=8&removeStar=true&medals[]=2&medals[]=3&medals[]=4')).toEqual({
      cid: 8,
      removeStar: true,
      medals: { gold: 2, silver: 3, bronze: 4 },
    });
    expect(read('cid=8&removeStar=false&medals%5B%5D=1&medals%5B%5D=0&medals%5B%5D=5')).toEqual({
      cid: 8,
      removeStar: false,
      medals: { gold: 1, silver: 0, bronze: 5 },
    });
  });

  it('takes indexed medals as HOJ’s own page does, and no medal for a count missing or not a number', () => {
    expect(read('cid=3&medals[0]=1&medals[1]=x').medals).toEqual({ gold: 1, silver: 0, bronze: 0 });
    expect(read('cid=3').medals).toEqual({ gold: 0, silver: 0, bronze: 0 });
  });

  it('names no contest for a missing, negative or fractional id, and keeps star users unless told', () => {
    for (const query of ['', 'cid=', 'cid=-1', 'cid=2.5', 'cid=abc', 'cid=0', 'cid=99999999999999999999'])
      expect(read(query).cid).toBeNull();
    expect(read('cid=8').removeStar).toBe(false);
    expect(read('cid=8&removeStar=1').removeStar).toBe(false);
  });
});
