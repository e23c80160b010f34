import { contrastRatio, hexColour, readableTextOn } from './hexColour';

describe('hexColour', () => {
  it('accepts #rgb and #rrggbb with or without the hash, as lower-case #rrggbb', () => {
    expect(hexColour('#E6BF25')).toBe('#e6bf25');
    expect(hexColour(' fff ')).toBe('#ffffff');
    expect(hexColour('#CD7F32')).toBe('#cd7f32');
  });

  it('refuses names, functions, other lengths and CSS that would escape a style value', () => {
    for (const value of [
      'red',
      'rgb(1,2,3)',
      '#12345',
      '#1234567',
      'red;position:fixed',
      '',
      null,
      undefined,
    ]) {
      expect(hexColour(value)).toBeNull();
    }
  });
});

describe('readable text and contrast', () => {
  it('writes white on dark and near-black on light backgrounds', () => {
    expect(readableTextOn('#000')).toBe('#ffffff');
    expect(readableTextOn('#e6bf25')).toBe('#111827');
    expect(readableTextOn('not a colour')).toBeNull();
  });

  it('measures the WCAG contrast ratio either way round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#fff', 'x')).toBeNull();
  });
});
