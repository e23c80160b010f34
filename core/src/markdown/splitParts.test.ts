import { PART_CHARS, REFERENCES_MAX_CHARS, splitParts } from './splitParts';

const paragraph = (n: number) => `Paragraph ${n}: ${'words and more words '.repeat(20)}`;

describe('splitParts', () => {
  it('cuts a long document at blank lines before top-level blocks into parts of about PART_CHARS', () => {
    const source = Array.from({ length: 400 }, (_, i) => paragraph(i)).join('\n\n');
    const { parts, references } = splitParts(source);
    expect(parts.length).toBeGreaterThan(source.length / (2 * PART_CHARS));
    for (const part of parts) expect(part.length).toBeLessThan(PART_CHARS + paragraph(0).length + 10);
    // Nothing lost or added: the parts joined by the blank line they were cut at are the document.
    expect(parts.join('\n\n')).toBe(source);
    expect(references).toBe('');
  });

  it('never cuts before an indented line, so a list item keeps its continuation', () => {
    const item = (n: number) => `- item ${n}\n\n  ${'continued text '.repeat(40)}`;
    const source = Array.from({ length: 200 }, (_, i) => item(i)).join('\n\n');
    const { parts } = splitParts(source);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part).toMatch(/^- item \d+/);
  });

  it('closes and reopens a long fenced code block at a cut, and keeps fences whole otherwise', () => {
    const code = Array.from({ length: 3000 }, (_, i) => `line ${i} of the program;`).join('\n');
    const { parts } = splitParts(`Intro\n\n~~~cpp\n${code}\n~~~\n\nAfter`);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts.slice(1, -1)) expect(part).toMatch(/^~~~cpp\n[\s\S]*\n~~~$/);
    expect(parts[0]).toMatch(/^Intro\n\n~~~cpp\n[\s\S]*\n~~~$/);
    expect(parts.slice(-2).join('\n\n')).toMatch(/\n~~~\n\nAfter$/);
    const lines = parts
      .join('\n')
      .split('\n')
      .filter((line) => line.startsWith('line '));
    expect(lines).toHaveLength(3000);
  });

  it('cuts a huge table into tables that each repeat the header and delimiter rows', () => {
    const header = '| a | b |\n|:--|--:|';
    const rows = Array.from({ length: 4000 }, (_, i) => `| ${i} | ${'x'.repeat(20)} |`);
    const { parts } = splitParts(`${header}\n${rows.join('\n')}`);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(part.startsWith(`${header}\n| `)).toBe(true);
    const kept = parts.flatMap((part) => part.split('\n').slice(2));
    expect(kept).toEqual(rows);
  });

  it('cuts an enormous paragraph between its lines, and a line with no break at spaces', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `sentence ${i} goes on here`).join('\n');
    expect(splitParts(lines).parts.length).toBeGreaterThan(1);
    const oneLine = Array.from({ length: 20000 }, (_, i) => `word${i}`).join(' ');
    const { parts } = splitParts(oneLine);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(' ').split(/\s+/)).toEqual(oneLine.split(' '));
  });

  it('starts a part cut inside something deeper than everything else at the left margin', () => {
    const deep = Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const { parts } = splitParts(deep);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part).toMatch(/^- level \d+$/m);
    for (const part of parts) expect(part.split('\n')[0]).toMatch(/^- level \d+$/);
  });

  it('gives every part of a cut document its link references and footnotes, up to a limit', () => {
    const body = Array.from({ length: 200 }, (_, i) => `${paragraph(i)} [site] and a note[^n]`).join('\n\n');
    const source = `${body}\n\n[site]: https://example.org\n[^n]: The note,\n    on two lines.\n\n\`\`\`\n[fake]: in code\n\`\`\``;
    const { references } = splitParts(source);
    expect(references).toBe('[site]: https://example.org\n[^n]: The note,\n    on two lines.');
    const many = Array.from({ length: REFERENCES_MAX_CHARS / 10 }, (_, i) => `[r${i}]: /x`).join('\n');
    expect(splitParts(`${body}\n\n${many}`).references).toBe('');
  });
});
