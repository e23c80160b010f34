import { allowKatexOutput, katexAllowances } from './katexAllowances';
import { filterKatexStyle } from './katexPolicy';
import type { Typesetter } from './renderMath';
import { renderMarkdown } from './sanitize';

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

describe('the sanitiser before and after KaTeX has arrived', () => {
  // Output shaped like KaTeX's: MathML with its attributes, a box with a style KaTeX writes and one it never does.
  const typeset: Typesetter = () =>
    '<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><mi mathvariant="normal">x</mi></math>' +
    '<span style="height:1em;position:fixed">k</span>';
  const source =
    '$x$\n\n<math><mi>loose</mi></math> <p style="color: red" xmlns="urn:x" display="block">p</p>';

  /** What the renderer lets through of the formula, and what it makes of the same names outside one. */
  function seen(trusted: boolean) {
    const box = document.createElement('div');
    box.innerHTML = renderMarkdown(source, trusted, { typeset });
    const formula = box.querySelector('.hoj-math');
    const paragraph = Array.from(box.querySelectorAll('p')).find((p) => p.textContent === 'p');
    return {
      mi: formula?.querySelector('mi')?.getAttributeNames(),
      display: formula?.querySelector('math')?.getAttribute('display'),
      style: formula?.querySelector('span')?.getAttribute('style'),
      formulas: box.querySelectorAll('math').length,
      loose: box.textContent?.includes('loose'),
      paragraph: paragraph?.getAttributeNames(),
    };
  }

  it('lets no KaTeX attribute or style through before, what KaTeX writes inside formulas after', () => {
    const withKatex = katexAllowances();
    allowKatexOutput({ attrs: [], filterStyle: () => '' });
    try {
      // Outside the formula, the same either way: KaTeX's tags go with what they hold, and a trusted author
      // keeps a filtered style but no KaTeX attribute.
      expect(seen(false)).toEqual({
        mi: [],
        display: null,
        style: null,
        formulas: 1,
        loose: false,
        paragraph: [],
      });
      expect(seen(true)).toEqual({
        mi: [],
        display: null,
        style: null,
        formulas: 1,
        loose: false,
        paragraph: ['style'],
      });
    } finally {
      allowKatexOutput(withKatex);
    }
    expect(seen(false)).toEqual({
      mi: ['mathvariant'],
      display: 'block',
      style: 'height:1em;',
      formulas: 1,
      loose: false,
      paragraph: [],
    });
    expect(seen(true)).toMatchObject({ mi: ['mathvariant'], style: 'height:1em;', paragraph: ['style'] });
  });
});
