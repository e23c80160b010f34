import { katexTypeset } from './katexTypesetter';
import { EAGER_FORMULAS, MarkdownDocument, PROGRESSIVE_CHARS } from './markdownDocument';
import { renderMarkdown } from './sanitize';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const filler = (n: number) => `Paragraph ${n}: ${'some words of the statement '.repeat(12)}`;

/** A document long enough to be drawn in parts, `section` repeated as a heading every 40 paragraphs. */
function longDocument(section = '## Section'): string {
  const blocks: string[] = [];
  for (let i = 0; i < 400; i += 1) {
    if (i % 40 === 0) blocks.push(section);
    blocks.push(filler(i));
  }
  return blocks.join('\n\n');
}

function allParts(doc: MarkdownDocument, typeset: typeof katexTypeset | null = null): DocumentFragment {
  return parse(Array.from({ length: doc.partCount }, (_, i) => doc.part(i, typeset)).join(''));
}

describe('MarkdownDocument', () => {
  it('draws a short document in one part, as renderMarkdown does', () => {
    const source = '## Rules\n\nSee [rules](#rules).';
    const doc = new MarkdownDocument(source, true);
    expect(doc.partCount).toBe(1);
    expect(doc.part(0, katexTypeset)).toBe(renderMarkdown(source, true));
  });

  it('draws a long one in parts that together keep all its text, each part rendered once', () => {
    const source = longDocument();
    expect(source.length).toBeGreaterThan(PROGRESSIVE_CHARS);
    const doc = new MarkdownDocument(source, false);
    expect(doc.partCount).toBeGreaterThan(3);
    // Asking for a later part draws the ones before it first; asking again gives the same HTML.
    const third = doc.part(2, null);
    expect(doc.part(2, null)).toBe(third);
    const out = allParts(doc);
    expect(out.querySelectorAll('p')).toHaveLength(400);
    expect(out.querySelectorAll('p')[399]?.textContent).toBe(filler(399).trim());
  });

  it('never gives two parts the same id, numbers headings across parts, and links in-page links to them', () => {
    const source = `[last](#section-10) [numbered](#h-3)\n\n${longDocument('## Section')}\n\n## !!!\n\n${longDocument('## ???')}`;
    const out = allParts(new MarkdownDocument(source, true));
    const ids = Array.from(out.querySelectorAll('h2'), (heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual([
      'user-content-section',
      'user-content-section-2',
      'user-content-section-3',
    ]);
    expect(ids).toContain('user-content-section-10');
    expect(ids.at(-1)).toBe(`user-content-h-${ids.length}`);
    expect(Array.from(out.querySelectorAll('a'), (link) => link.getAttribute('href')).slice(0, 2)).toEqual([
      '#user-content-section-10',
      '#user-content-h-3',
    ]);
  });

  it('resolves links and footnotes defined anywhere, and lists the footnotes once, at the end', () => {
    const source = `A note[^n] and [the site].\n\n${longDocument()}\n\n[the site]: https://example.org\n[^n]: The note.`;
    const doc = new MarkdownDocument(source, false);
    const first = parse(doc.part(0, null));
    expect(first.querySelector('a[href="https://example.org"]')?.textContent).toBe('the site');
    expect(first.querySelector('a[href="#user-content-n"] sup')?.textContent).toBe('n');
    expect(first.querySelector('footer')).toBeNull();
    const out = allParts(doc);
    expect(out.querySelectorAll('footer')).toHaveLength(1);
    expect(out.querySelector('footer #user-content-n')?.textContent).toBe('n: The note.');
  });

  it('typesets the formulas of a part as it draws it when KaTeX is here and they are few', () => {
    const doc = new MarkdownDocument(`Let $x^2$ and $$\\sum_i a_i$$ be.`, false);
    const out = parse(doc.part(0, katexTypeset));
    expect(out.querySelectorAll('.katex')).toHaveLength(2);
    expect(doc.hasPendingFormulas).toBe(false);
  });

  it('leaves many formulas as numbered previews, typeset later by number with the macros before them', () => {
    const formulas = Array.from({ length: EAGER_FORMULAS + 10 }, (_, i) => `$\\area_{${i}}$`).join(' ');
    const doc = new MarkdownDocument(`$\\gdef\\area{\\pi r^2}$ ${formulas}`, false);
    const out = parse(doc.part(0, katexTypeset));
    expect(doc.hasPendingFormulas).toBe(true);
    const previews = Array.from(out.querySelectorAll('[data-hoj-formula]'));
    expect(previews.map((preview) => preview.getAttribute('data-hoj-formula'))).toEqual(
      Array.from({ length: EAGER_FORMULAS + 11 }, (_, i) => String(i)),
    );
    const [last, firstUse] = doc.typesetFormulas([EAGER_FORMULAS + 10, 1], katexTypeset);
    for (const html of [last, firstUse]) {
      expect(parse(html ?? '').querySelector('.hoj-math > .katex annotation')?.textContent).toMatch(
        /^\\area_/,
      );
      expect(html).toContain('π');
      expect(html).not.toContain('katex-error');
    }
  });

  it('numbers formulas through the whole document, part after part', () => {
    const blocks = Array.from({ length: 300 }, (_, i) => `${filler(i)} $x_{${i}}$`);
    const doc = new MarkdownDocument(blocks.join('\n\n'), false);
    expect(doc.partCount).toBeGreaterThan(2);
    const numbers = Array.from(allParts(doc).querySelectorAll('[data-hoj-formula]'), (preview) =>
      Number(preview.getAttribute('data-hoj-formula')),
    );
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const [html] = doc.typesetFormulas([299], katexTypeset);
    expect(parse(html ?? '').querySelector('annotation')?.textContent).toBe('x_{299}');
  });
});
