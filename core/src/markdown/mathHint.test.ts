import { mayContainMaths } from './mathHint';

describe('mayContainMaths', () => {
  it('sees dollar and bracket delimiters in any of the texts', () => {
    expect(mayContainMaths('Print $a+b$.')).toBe(true);
    expect(mayContainMaths(null, 'no maths', 'where \\(n \\le 10\\)')).toBe(true);
    expect(mayContainMaths('\\[x^2\\]')).toBe(true);
  });

  it('says no for plain text and for missing texts', () => {
    expect(mayContainMaths('Read two integers and print their sum.', undefined, null)).toBe(false);
    expect(mayContainMaths()).toBe(false);
  });
});
