import { toListQuery } from './problemListQuery';

describe('toListQuery', () => {
  it('sends the search text, the bank and the visibility the filter form holds', () => {
    expect(toListQuery({ q: '  A+B ', oj: 'Mine', auth: 2 })).toEqual({
      keyword: 'A+B',
      oj: 'Mine',
      auth: 2,
    });
    expect(toListQuery({ oj: 'CF', auth: '3' })).toEqual({ keyword: undefined, oj: 'CF', auth: 3 });
  });

  it('leaves out what a hand-edited address puts there that the server would misread', () => {
    expect(toListQuery({ q: '   ', oj: 'Nowhere', auth: 9 })).toEqual({
      keyword: undefined,
      oj: undefined,
      auth: undefined,
    });
    expect(toListQuery(undefined)).toEqual({ keyword: undefined, oj: undefined, auth: undefined });
  });
});
