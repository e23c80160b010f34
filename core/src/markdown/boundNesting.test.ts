import { MAX_NESTING_UNITS, boundNesting } from './boundNesting';
import { renderMarkdown } from './sanitize';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** How deep the deepest element of `selector` sits inside others of it. */
function depth(root: ParentNode, selector: string): number {
  let deepest = 0;
  for (const element of Array.from(root.querySelectorAll(selector))) {
    let level = 0;
    for (let node: Element | null = element; node; node = node.parentElement?.closest(selector) ?? null) {
      level += 1;
    }
    deepest = Math.max(deepest, level);
  }
  return deepest;
}

const nestedList = (levels: number, indent = '  ') =>
  Array.from({ length: levels }, (_, i) => `${indent.repeat(i)}- level ${i}`).join('\n');

describe('boundNesting', () => {
  it('leaves documents within the bound as they are, deep but reasonable lists included', () => {
    const ordinary = `# Title\n\n> quoted\n> > twice\n\n${nestedList(12, '    ')}\n\n1. one\n   - two\n\n\`\`\`\n${' '.repeat(300)}code\n\`\`\``;
    expect(boundNesting(ordinary)).toBe(ordinary);
    expect(boundNesting(nestedList(MAX_NESTING_UNITS))).toBe(nestedList(MAX_NESTING_UNITS));
  });

  it('flattens a list nested 2,000 levels to the bound, every item kept as an item with its text', () => {
    const lines = boundNesting(nestedList(2000)).split('\n');
    expect(lines).toHaveLength(2000);
    lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^ *- level ${i}$`)));
    const indents = lines.map((line) => line.length - line.trimStart().length);
    expect(Math.max(...indents)).toBe(2 * (MAX_NESTING_UNITS - 1));
    // Within the bound nothing moved.
    expect(indents.slice(0, MAX_NESTING_UNITS)).toEqual(
      Array.from({ length: MAX_NESTING_UNITS }, (_, i) => 2 * i),
    );
  });

  it('renders what it bounded as lists no deeper than the bound, every item an item', () => {
    const out = parse(renderMarkdown(boundNesting(nestedList(200))));
    expect(depth(out, 'ul')).toBe(MAX_NESTING_UNITS);
    const items = Array.from(out.querySelectorAll('li'));
    expect(items).toHaveLength(200);
    expect(items.at(-1)?.firstChild?.textContent?.trim()).toBe('level 199');
  });

  it('bounds quotes, markers on one line and tab indentation alike', () => {
    for (const source of [
      `${'>'.repeat(2000)} deep quote`,
      `${'> '.repeat(2000)}deep quote`,
      `${'- '.repeat(2000)}deep item`,
      `${'1. '.repeat(2000)}deep item`,
      Array.from({ length: 150 }, (_, i) => `${'\t'.repeat(i)}- tab ${i}`).join('\n'),
      Array.from({ length: 150 }, (_, i) => `${'> '.repeat(i)}- mixed ${i}`).join('\n'),
    ]) {
      const out = parse(renderMarkdown(boundNesting(source)));
      expect(depth(out, 'ul, ol, blockquote')).toBeLessThanOrEqual(MAX_NESTING_UNITS + 1);
    }
  });

  it('leaves code in fences alone, but does not take a fence indented past the bound for one', () => {
    const code = `\`\`\`\n${nestedList(100)}\n\`\`\``;
    expect(boundNesting(code)).toBe(code);
    const fake = `- a\n${' '.repeat(400)}\`\`\`\n${nestedList(150)}`;
    expect(depth(parse(renderMarkdown(boundNesting(fake))), 'ul')).toBeLessThanOrEqual(MAX_NESTING_UNITS);
  });

  it('is applied by the renderer, so a deep list renders and stays within the bound', () => {
    const out = parse(renderMarkdown(nestedList(150), true));
    expect(depth(out, 'ul')).toBe(MAX_NESTING_UNITS);
    expect(out.querySelectorAll('li')).toHaveLength(150);
  });
});
