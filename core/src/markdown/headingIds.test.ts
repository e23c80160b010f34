import { assignHeadingIds, headingSlug } from './headingIds';
import { renderMarkdown } from './sanitize';

function container(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

function ids(root: Element): string[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => heading.id);
}

describe('headingSlug', () => {
  it('reads full-width letters and digits as their plain forms', () => {
    expect(headingSlug('Ｓａｍｐｌｅ　１')).toBe('sample-1');
  });

  it('keeps combining marks, so scripts written with them stay readable', () => {
    expect(headingSlug('हिन्दी पाठ')).toBe('हिन्दी-पाठ');
  });

  it('drops punctuation and turns runs of spaces into one hyphen, none at either end', () => {
    expect(headingSlug('  -- Input:  format! --  ')).toBe('input-format');
    expect(headingSlug('a\t\n b')).toBe('a-b');
    expect(headingSlug('snake_case and-dash')).toBe('snake_case-and-dash');
  });

  it('is cut to 80 characters, counting code points, without a trailing hyphen', () => {
    expect(headingSlug('中'.repeat(100))).toBe('中'.repeat(80));
    expect(headingSlug('a'.repeat(80))).toBe('a'.repeat(80));
    expect(headingSlug('a'.repeat(81))).toBe('a'.repeat(80));
    expect(headingSlug(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
    expect(headingSlug('𠀀'.repeat(81))).toBe('𠀀'.repeat(80));
  });
});

describe('assignHeadingIds', () => {
  it('numbers headings without letters by their place among all headings, any level', () => {
    const root = container('<h1>!!</h1><h2>Title</h2><h3>?</h3><h4>…</h4><h5>five</h5><h6>#</h6><p>not</p>');
    assignHeadingIds(root);
    expect(ids(root)).toEqual(['h-1', 'title', 'h-3', 'h-4', 'five', 'h-6']);
    expect(root.querySelector('p')?.hasAttribute('id')).toBe(false);
  });

  it('puts the prefix before every id, numbered ones included, and keeps ids already there', () => {
    const root = container('<h2>A</h2><h2 id="own">B</h2><h2>!!</h2><h2>A</h2>');
    assignHeadingIds(root, 'p-');
    expect(ids(root)).toEqual(['p-a', 'own', 'p-h-3', 'p-a-2']);
  });

  it('avoids ids any element under the root already has', () => {
    const root = container('<div id="a"></div><span id="a-2"></span><h2>A</h2>');
    assignHeadingIds(root);
    expect(ids(root)).toEqual(['a-3']);
  });

  it('reads a formula in a heading as its TeX source, not as the typeset glyphs', () => {
    const out = container(renderMarkdown('## Sum $\\sum x_i$ and $\\frac{a}{b}$', true));
    expect(ids(out)).toEqual(['user-content-sum-sum-x_i-and-fracab']);
  });
});
