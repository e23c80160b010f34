import { render } from '@testing-library/react';
import katex from 'katex';
import { filterKatexStyle } from './katexPolicy';
import { Markdown } from './Markdown';
import { extractMath } from './mathDelimiters';
import { renderMarkdown } from './sanitize';

/** Renders like the component does and returns a detached container to query. */
function dom(source: string, trusted = false): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(source, trusted);
  return div;
}

function annotations(container: ParentNode): string[] {
  return Array.from(container.querySelectorAll('annotation'), (a) => a.textContent ?? '');
}

/** Every attribute value in the tree, for asserting nothing dangerous survived anywhere. */
function attributeValues(container: ParentNode): string[] {
  return Array.from(container.querySelectorAll('*')).flatMap((el) =>
    Array.from(el.attributes, (a) => `${el.localName}[${a.name}=${a.value}]`),
  );
}

describe('maths in <Markdown>', () => {
  it('typesets inline $…$ and \\(…\\) as KaTeX with MathML for screen readers', () => {
    const { container } = render(<Markdown source={'Let $x^2 + y_1$ and \\(n \\le 10^5\\) hold.'} />);
    const formulas = container.querySelectorAll('p > .hoj-math > .katex');
    expect(formulas).toHaveLength(2);
    expect(annotations(container)).toEqual(['x^2 + y_1', 'n \\le 10^5']);
    expect(container.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('math')?.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(container.querySelector('.katex-display')).toBeNull();
    expect(container.querySelector('p')?.textContent).toMatch(/^Let .* and .* hold\.$/);
  });

  it('typesets display $$…$$ and \\[…\\], also across lines', () => {
    const out = dom('Sum:\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\nand \\[a \\cdot b\\]');
    expect(out.querySelectorAll('.katex-display')).toHaveLength(2);
    expect(out.querySelectorAll('math[display="block"]')).toHaveLength(2);
    expect(annotations(out)[0]?.trim()).toBe('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}');
    expect(out.querySelector('.katex-display .mfrac')).not.toBeNull();
  });

  it('does not read markdown syntax inside a formula', () => {
    const out = dom('$a*b*c$ and $x_1 + y_1$, $\\{1, 2\\}$\n\n| f | g |\n|---|---|\n| $|x|$ | $a \\\\ b$ |');
    expect(out.querySelector('em, strong')).toBeNull();
    expect(annotations(out)).toEqual(['a*b*c', 'x_1 + y_1', '\\{1, 2\\}', '|x|', 'a \\\\ b']);
    expect(out.querySelectorAll('tbody td')).toHaveLength(2);
  });

  it('leaves prices and escaped dollars as text', () => {
    const out = dom('It costs $5 and $10. US$5 or US$20 today, \\$x\\$ and a lone $ sign, $ spaced $.');
    expect(out.querySelector('.katex')).toBeNull();
    expect(out.textContent).toBe(
      'It costs $5 and $10. US$5 or US$20 today, $x$ and a lone $ sign, $ spaced $.',
    );
  });

  it('keeps maths literal in code spans, fenced and indented code', () => {
    const out = dom(
      'Use `$x$` or ``a $b$ c``.\n\n```\necho "$HOME $y$"\n$$z$$\n```\n\n~~~tex\n\\(q\\)\n~~~\n\n    indented $w$\n\nafter $v$',
    );
    const codes = Array.from(out.querySelectorAll('code'), (c) => c.textContent);
    // Code blocks hold each line followed by a newline, as CommonMark has it.
    expect(codes).toEqual(['$x$', 'a $b$ c', 'echo "$HOME $y$"\n$$z$$\n', '\\(q\\)\n', 'indented $w$\n']);
    expect(annotations(out)).toEqual(['v']);
  });

  it('shows KaTeX error rendering for a malformed formula instead of throwing', () => {
    const { container } = render(<Markdown source={'Bad $\\frac{1}{$ and good $y$.'} />);
    const error = container.querySelector('.katex-error');
    expect(error?.textContent).toBe('\\frac{1}{');
    expect(error?.getAttribute('title')).toMatch(/ParseError/);
    expect(error?.getAttribute('style')).toBe('color:#cc0000');
    expect(annotations(container)).toEqual(['y']);
  });

  it('gives \\href, \\url, \\includegraphics and \\html… commands no link, image or attribute', () => {
    const out = dom(
      '$\\href{javascript:alert(1)}{x} \\url{javascript:alert(2)} \\includegraphics{x.png}$ ' +
        '$\\htmlId{pwn}{a} \\htmlClass{pwn}{b} \\htmlStyle{position:fixed}{c} \\htmlData{pwn=1}{d}$',
    );
    expect(out.querySelectorAll('.katex')).toHaveLength(2);
    expect(out.querySelector('a, img, #pwn, .pwn, [data-pwn]')).toBeNull();
    const attrs = attributeValues(out).join('\n');
    expect(attrs).not.toMatch(/javascript|pwn|fixed|data-hoj-math/i);
    // KaTeX shows the refused commands as red text.
    expect(out.querySelector('.katex-html')?.textContent).toContain('\\href');
  });

  it('cannot be used to smuggle HTML into the page', () => {
    const out = dom(
      '$<img src=x onerror=alert(1)>$ $\\text{<script>alert(2)</script>}$\n\n' +
        '$$</span><iframe src="https://evil.example"></iframe>$$ \uE0000\uE001 [a](javascript:$x$)',
    );
    expect(out.querySelector('img, script, iframe')).toBeNull();
    expect(attributeValues(out).join('\n')).not.toMatch(/onerror|javascript|evil/i);
    expect(out.textContent).not.toContain('\uE000');
    expect(out.querySelectorAll('.katex')).toHaveLength(3);
  });

  it('does not give authors raw HTML the KaTeX allowances', () => {
    const source =
      '$x$ <span style="position:fixed;top:0">fixed</span> <span data-hoj-math="guess" style="color:red">guess</span>\n\n' +
      '<math><mi>x</mi></math> <svg><path d="M0 0H9"></path></svg> <p aria-hidden="true" xmlns="x">p</p>';
    const out = dom(source);
    expect(out.querySelectorAll('.katex')).toHaveLength(1);
    expect(
      out.querySelector(':not(.katex *)[style], :not(.katex *):is(math, mi, svg, path, [xmlns])'),
    ).toBeNull();
    expect(out.querySelector('[data-hoj-math]')).toBeNull();
    expect(out.textContent).toContain('fixed');
    expect(out.textContent).toContain('guess');
    // Trusted authors keep their own styles (less what stylePolicy.ts removes), but get no raw MathML or SVG.
    const trusted = dom(source, true);
    expect(trusted.querySelector(':not(.katex *)[style]')?.getAttribute('style')).toBe('top:0');
    expect(trusted.querySelector(':not(.katex *):is(math, svg)')).toBeNull();
  });

  it('sanitises what KaTeX emits like any other HTML', () => {
    // Stand-in for a KaTeX bug: its output passes the same DOMPurify pass and style filter.
    const spy = jest
      .spyOn(katex, 'renderToString')
      .mockReturnValueOnce(
        '<span class="katex" style="position:fixed;top:0"><script>alert(1)</script><img src="x" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>' +
          '<span style="color:red;background-image:url(https://evil.example)">y</span></span>',
      );
    const out = dom('$x$');
    spy.mockRestore();
    expect(out.querySelector('script, iframe, [onerror], [href]')).toBeNull();
    expect(out.querySelector('.katex')?.getAttribute('style')).toBe('top:0;');
    expect(out.querySelector('.katex span')?.getAttribute('style')).toBe('color:red;');
  });

  it('keeps KaTeX output intact through the sanitiser', () => {
    const formulas = [
      '\\sqrt[3]{\\frac{a}{b}} + \\sum_{i=1}^{n} \\int_0^1 f(x)\\,dx',
      '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} \\begin{cases} 1 & x>0 \\\\ 0 & \\text{else} \\end{cases}',
      '\\begin{array}{|c|c|} \\hline a & b \\\\ \\hline \\end{array}',
      '\\overbrace{a+b}^{n} \\underbrace{x}_{m} \\widehat{xyz} \\overrightarrow{AB} \\vec{v}',
      '\\left( \\frac{a}{b} \\right) \\Bigg\\langle \\binom{n}{k} \\lfloor x \\rfloor \\pmod{p}',
      '\\color{red}{x} \\colorbox{yellow}{z} \\fcolorbox{red}{yellow}{w} \\boxed{q} \\pmb{x}',
      '\\cancel{x} \\bcancel{y} \\xcancel{z} \\sout{abc} \\rule{1em}{2em} \\kern1em \\raisebox{0.5em}{x}',
      '\\mathbb{R} \\mathcal{O} \\mathfrak{g} \\boldsymbol{\\alpha} \\xrightarrow[below]{above} \\phantom{x}',
      '\\tiny a \\Huge d \\operatorname{lcm}(a, b) \\max_{1\\le i\\le n} a_i \\le 10^9',
    ];
    for (const display of [false, true]) {
      for (const tex of formulas) {
        const expected = document.createElement('template');
        expected.innerHTML = katex.renderToString(tex, {
          throwOnError: false,
          strict: 'ignore',
          output: 'htmlAndMathml',
          displayMode: display,
        });
        const wrapper = dom(display ? `$$${tex}$$` : `$${tex}$`).querySelector('.hoj-math');
        expect(wrapper?.innerHTML).toBe(expected.innerHTML);
      }
    }
  });

  it('caps author-requested sizes at 20em', () => {
    const rule = dom('$\\rule{500em}{500em}$').querySelector('.rule');
    expect(rule?.getAttribute('style')).toContain('border-right-width:20em');
  });

  it('restores the author text where maths cannot be typeset', () => {
    const out = dom('![cost $x$](a.png) [open](https://example.org/$v$/) and <code>$c$</code>');
    expect(out.querySelector('img')?.getAttribute('alt')).toBe('cost $x$');
    expect(out.querySelector('a')?.getAttribute('href')).toBe('https://example.org/$v$/');
    expect(out.querySelector('code')?.textContent).toBe('$c$');
  });

  it('reads display maths in a blockquote without the quote markers', () => {
    const out = dom('> Given\n> $$\n> a + b\n> $$\n> done');
    expect(out.querySelector('blockquote .katex-display')).not.toBeNull();
    expect(annotations(out)[0]?.trim()).toBe('a + b');
  });

  it('keeps \\gdef macros within one document', () => {
    const out = dom('$\\gdef\\nat{\\mathbb{N}}$ then $x \\in \\nat$');
    expect(out.querySelectorAll('.katex')[1]?.querySelector('.mathbb')).not.toBeNull();
    expect(dom('$x \\in \\nat$').querySelector('.katex-html')?.textContent).toContain('\\nat');
  });

  it("typesets maths inside an author's raw HTML, trusted or not", () => {
    expect(dom('<p align="center">$\\alpha$</p>').querySelector('p[align] .katex')).not.toBeNull();
    expect(dom('<p style="color: blue">$\\alpha$</p>', true).querySelector('p[style] .katex')).not.toBeNull();
  });
});

describe('extractMath', () => {
  it('does not let a formula span a blank line or open on a space', () => {
    expect(extractMath('$a\n\nb$ $$c\n\nd$$ $ e$').spans).toEqual([]);
    expect(extractMath('$a\nb$').spans).toEqual([{ tex: 'a\nb', display: false, source: '$a\nb$' }]);
  });

  it('treats an unclosed code span as text and an unclosed fence as code to the end', () => {
    expect(extractMath('`x $y$').spans.map((s) => s.tex)).toEqual(['y']);
    expect(extractMath('```\n$y$\n').spans).toEqual([]);
  });
});

describe('filterKatexStyle', () => {
  it('keeps the declarations KaTeX writes and drops everything else', () => {
    expect(filterKatexStyle('height:0.6444em;vertical-align:-0.15em;')).toBe(
      'height:0.6444em;vertical-align:-0.15em;',
    );
    expect(
      filterKatexStyle(
        'height:1em;position:fixed;background:url(x);color:red;width:expression(alert(1));top:-3em;left:0\\31 em;border:0.04em solid #cc0000',
      ),
    ).toBe('height:1em;color:red;top:-3em;border:0.04em solid #cc0000;');
    expect(filterKatexStyle('position:relative;z-index:9')).toBe('position:relative;');
    expect(filterKatexStyle('display:none')).toBe('');
  });
});
