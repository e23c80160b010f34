import { mathPreview } from './mathPreview';
// As on a page that brings the previews with its code (formulaPreview.ts).
import './previewNow';
import { renderMarkdown } from './sanitize';

/** What a reader sees of a preview: its text, with scripts and fractions marked the way the eye reads them. */
function shown(tex: string, display = false): string {
  const box = document.createElement('div');
  box.innerHTML = mathPreview(tex, display);
  box.querySelectorAll('.hoj-math-space').forEach((space) => space.replaceWith(' '));
  box.querySelectorAll('.hoj-math-sup').forEach((sup) => sup.replaceWith(`^(${sup.textContent})`));
  box.querySelectorAll('.hoj-math-sub').forEach((sub) => sub.replaceWith(`_(${sub.textContent})`));
  box.querySelectorAll('.hoj-math-limits').forEach((limits) => {
    const [up, operator, down] = Array.from(limits.children, (part) => part.textContent);
    limits.replaceWith(`${operator}{${down}..${up}}`);
  });
  box.querySelectorAll('.hoj-math-frac').forEach((frac) => {
    const [top, bottom] = Array.from(frac.children, (part) => part.textContent);
    frac.replaceWith(`[${top}/${bottom}]`);
  });
  box.querySelectorAll('br').forEach((br) => br.replaceWith(' ⏎ '));
  return (box.textContent ?? '').replace(/\u00a0/g, ' ');
}

describe('mathPreview (formulas before KaTeX has arrived)', () => {
  it('reads the constraints of a statement the way they are typeset', () => {
    expect(shown('|a|, |b| \\le 10^{18}')).toBe('|a|, |b| ≤ 10^(18)');
    expect(shown('1 \\leq n, m \\leq 2 \\times 10^5')).toBe('1 ≤ n, m ≤ 2 × 10^(5)');
    expect(shown('2^{31} - 1')).toBe('2^(31) − 1');
    expect(shown('a_{i,j} \\ne a_i')).toBe('a_(i, j) ≠ a_(i)');
    expect(shown('O(n \\log n)')).toBe('O(n log n)');
    expect(shown('\\max(a, b)')).toBe('max(a, b)');
  });

  it('lets a line break after a relation or an operator, never before, as KaTeX does', () => {
    expect(mathPreview('a \\le b + c', false)).toBe(
      '<span class="hoj-math-var">a</span>\u00a0≤ <span class="hoj-math-var">b</span>\u00a0+ <span class="hoj-math-var">c</span>',
    );
  });

  it('reads a sign as a sign and an operator as an operator', () => {
    expect(shown('-5 + x')).toBe('−5 + x');
    expect(shown('x = -y')).toBe('x = −y');
    expect(shown('(-1)^k')).toBe('(−1)^(k)');
  });

  it('sets variables in italics and function names and text upright', () => {
    const box = document.createElement('div');
    box.innerHTML = mathPreview('\\sin x + \\text{if } \\alpha \\Gamma', false);
    expect(Array.from(box.querySelectorAll('.hoj-math-var'), (v) => v.textContent)).toEqual(['x', 'α']);
    expect(Array.from(box.querySelectorAll('.hoj-math-text'), (t) => t.textContent)).toEqual([
      'sin',
      'if ',
      'Γ',
    ]);
  });

  it('stacks fractions and binomials and draws sums, roots, sets and spaces', () => {
    expect(shown('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}', false)).toBe('∑_(i = 1)^(n)i = [n(n + 1)/2]');
    expect(shown('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}', true)).toBe('∑{i = 1..n}i = [n(n + 1)/2]');
    expect(shown('\\max_{1 \\le l \\le r} \\sum_{i=l}^{r} a_i', true)).toBe(
      'max{1 ≤ l ≤ r..}∑{i = l..r}a_(i)',
    );
    expect(shown('\\max_{x} f', false)).toBe('max_(x)f');
    expect(shown('\\binom{n}{k}')).toBe('([n/k])');
    expect(shown('\\sqrt{x^2+1}')).toBe('√x^(2) + 1');
    expect(shown('x \\in \\mathbb{R}, \\{1, \\ldots, n\\}')).toBe('x ∈ ℝ, {1, …, n}');
    expect(shown('a\\,b~c')).toBe('a b c');
  });

  it('keeps the rows of a display environment on lines of their own', () => {
    expect(shown('\\begin{cases} 1 & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}', true)).toBe(
      '1 x > 0 ⏎ 0 otherwise',
    );
    expect(shown('a \\\\ b', false)).toBe('a b');
  });

  it('shows what it does not know as written, skips comments and stray braces', () => {
    expect(shown('\\weird{x}')).toBe('weirdx');
    expect(shown('x } y')).toBe('xy');
    expect(shown('x % note\n+ y')).toBe('x + y');
    expect(shown('\\left( x \\right.')).toBe('(x');
    expect(shown('')).toBe('');
  });

  it('never lets markup through, whatever the formula holds', () => {
    const html = mathPreview('\\text{<img src=x onerror=alert(1)>} < "q" & \\weird<b>', false);
    expect(html).not.toMatch(/<img|<b>|onerror=alert\(1\)>/);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('img, b')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('survives the sanitiser in user content, and its classes stay only inside the formula', () => {
    const box = document.createElement('div');
    box.innerHTML = renderMarkdown('$x^2$ and <span class="hoj-math-sup">not maths</span>', false, {
      typeset: null,
    });
    expect(box.querySelector('.hoj-math-pending .hoj-math-sup')?.textContent).toBe('2');
    expect(box.querySelectorAll('.hoj-math-sup')).toHaveLength(1);
  });
});
