import katex from 'katex';
import { katexTypeset } from './katexTypesetter';
import { placeholder } from './mathDelimiters';
// As on a page that brings the previews with its code (formulaPreview.ts).
import './previewNow';
import { MathRenderer } from './renderMath';
import { renderMarkdown } from './sanitize';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('MathRenderer', () => {
  const spans = [{ tex: 'x', display: false, source: '$<b>&"\'$' }];

  it('writes the escaped source where it cannot reach (inside a <template>)', () => {
    const out = new MathRenderer(spans, 'n').apply(`<template>${placeholder(0)}</template>`);
    expect(out).toBe('<template>$&lt;b&gt;&amp;&quot;&#39;$</template>');
  });

  it('puts the source back into attributes, percent-encoded where markdown encoded it', () => {
    const encoded = encodeURI(placeholder(0));
    const out = parse(
      new MathRenderer(spans, 'n').apply(
        `<a href="/a/${encoded}/${encoded.toLowerCase()}" title="t ${placeholder(0)}">l</a>`,
      ),
    );
    expect(out.querySelector('a')?.getAttribute('href')).toBe(
      `/a/${encodeURI(spans[0]?.source ?? '')}/${encodeURI(spans[0]?.source ?? '')}`,
    );
    expect(out.querySelector('a')?.getAttribute('title')).toBe(`t ${spans[0]?.source}`);
  });

  it('writes nothing for a placeholder with no formula behind it', () => {
    const renderer = new MathRenderer(spans, 'n');
    expect(renderer.apply(`<p>a${placeholder(5)}b</p><p title="${placeholder(7)}">c</p>`)).toBe(
      '<p>ab</p><p title="">c</p>',
    );
  });

  it('marks each typeset formula with its secret and leaves percent-encoded text in code alone', () => {
    const out = parse(
      new MathRenderer(spans, 'secret', katexTypeset).apply(
        `<p>${placeholder(0)}</p><code>${encodeURI(placeholder(0))}</code>`,
      ),
    );
    expect(out.querySelector('p > span')?.getAttribute('data-hoj-math')).toBe('secret');
    expect(out.querySelector('p > span')?.className).toBe('hoj-math');
    expect(out.querySelector('p > span > .katex')).not.toBeNull();
    expect(out.querySelector('code')?.textContent).toBe(encodeURI(placeholder(0)));
  });
});

describe('before KaTeX has loaded', () => {
  const pending = [
    { tex: 'a<b', display: false, source: '$a<b$' },
    { tex: 'x', display: true, source: '$$x$$' },
  ];

  it('shows each formula as a preview with its source as the tooltip, marked pending, display maths on its own line', () => {
    const out = parse(
      new MathRenderer(pending, 'n', null, { offset: 40 }).apply(
        `<p>${placeholder(0)} and ${placeholder(1)}</p>`,
      ),
    );
    const formulas = out.querySelectorAll('p > span[data-hoj-math]');
    expect(
      Array.from(formulas, (formula) => [
        formula.className,
        formula.textContent,
        formula.getAttribute('title'),
        // The secret, then the formula's number in its document (this text's first is the document's 41st).
        formula.getAttribute('data-hoj-math'),
      ]),
    ).toEqual([
      ['hoj-math hoj-math-pending', 'a\u00a0< b', '$a<b$', 'n:40'],
      ['hoj-math hoj-math-pending hoj-math-block', 'x', '$$x$$', 'n:41'],
    ]);
    expect(out.querySelector('b')).toBeNull();
  });

  it('shows the source of a formula nested too deeply to preview, and the rest of the document', () => {
    const deep = `${'{'.repeat(50_000)}x${'}'.repeat(50_000)}`;
    const out = parse(renderMarkdown(`Before $${deep}$ after`, false, { typeset: null }));
    expect(out.querySelector('.hoj-math-pending')?.textContent).toBe(`$${deep}$`);
    expect(out.textContent).toMatch(/^Before .* after$/s);
  });

  it('is what renderMarkdown writes when told there is no typesetter, sanitised like the rest', () => {
    const out = parse(renderMarkdown('Sum $\\sum a_i$ <b onclick="x()">b</b>', false, { typeset: null }));
    const formula = out.querySelector('.hoj-math-pending');
    expect(formula?.textContent).toBe('∑ai');
    expect(formula?.querySelector('.hoj-math-sub')?.textContent).toBe('i');
    expect(formula?.getAttribute('title')).toBe('$\\sum a_i$');
    expect(out.querySelector('.katex')).toBeNull();
    expect(out.querySelector('[onclick]')).toBeNull();
  });
});

describe('maths in the rendered page', () => {
  it('stays the author’s text in code, keyboard and sample elements, however deeply nested', () => {
    const out = parse(
      renderMarkdown('<kbd>$k$</kbd> <samp>$s$</samp> <pre>$p$</pre> <em><code><b>$d$</b></code></em> $t$'),
    );
    expect(
      Array.from(out.querySelectorAll('kbd, samp, pre, code'), (element) => element.textContent),
    ).toEqual(['$k$', '$s$', '$p$', '$d$']);
    expect(Array.from(out.querySelectorAll('annotation'), (element) => element.textContent)).toEqual(['t']);
  });

  it('is percent-encoded in a link address like the rest of it', () => {
    const out = parse(renderMarkdown('[a](https://example.org/$x^2$)'));
    expect(out.querySelector('a')?.getAttribute('href')).toBe('https://example.org/$x%5E2$');
  });

  it('shows the escaped source in red when KaTeX fails in an unexpected way', () => {
    const spy = jest.spyOn(katex, 'renderToString').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const out = parse(renderMarkdown('a $x<img src=x onerror=alert(1)>$ b $w$'));
    spy.mockRestore();
    const error = out.querySelector('.hoj-math > .katex-error');
    expect(error?.textContent).toBe('$x<img src=x onerror=alert(1)>$');
    expect(out.querySelector('img')).toBeNull();
    expect(out.querySelectorAll('.katex')).toHaveLength(1);
  });
});
