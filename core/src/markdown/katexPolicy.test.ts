import { filterKatexStyle } from './katexPolicy';

describe('filterKatexStyle', () => {
  it('returns a style it keeps whole exactly as written', () => {
    expect(filterKatexStyle('height:1em')).toBe('height:1em');
    expect(filterKatexStyle(' COLOR : Red ; margin-left: -0.5em ')).toBe(
      ' COLOR : Red ; margin-left: -0.5em ',
    );
  });

  it('rewrites the kept declarations, each ended by a semicolon, when one goes', () => {
    expect(filterKatexStyle(' color : red ;display:none; top:.5em')).toBe('color : red;top:.5em;');
  });

  it('drops declarations without a value, without a colon or with an unknown property', () => {
    expect(filterKatexStyle('color:;height:1em')).toBe('height:1em;');
    expect(filterKatexStyle('color red;height:1em')).toBe('height:1em;');
    expect(filterKatexStyle('z-index:1;height:1em')).toBe('height:1em;');
  });

  it('keeps position only when relative', () => {
    expect(filterKatexStyle('position:relative')).toBe('position:relative');
    expect(filterKatexStyle('position:absolute;top:0')).toBe('top:0;');
    expect(filterKatexStyle('position:static;top:0')).toBe('top:0;');
  });

  it('accepts lengths, colours and keywords only, every token of a value checked', () => {
    expect(filterKatexStyle('border:0.04em solid #c00;width:50%;margin:1pt 2px 3ex')).toBe(
      'border:0.04em solid #c00;width:50%;margin:1pt 2px 3ex',
    );
    expect(filterKatexStyle('border:0.04em solid url(x);color:red')).toBe('color:red;');
    expect(filterKatexStyle('width:1em 2vw;color:red')).toBe('color:red;');
    expect(filterKatexStyle('color:rgb(0,0,0);height:1em')).toBe('height:1em;');
  });

  it('gives an empty style when nothing is left', () => {
    expect(filterKatexStyle('display:none;position:fixed')).toBe('');
    expect(filterKatexStyle(';;')).toBe(';;');
  });
});
