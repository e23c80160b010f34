import { extractMath, placeholder } from './mathDelimiters';

/** The TeX of each formula found, `$$` marking display maths. */
function formulas(source: string): string[] {
  return extractMath(source).spans.map((span) => (span.display ? `$$${span.tex}$$` : span.tex));
}

describe('extractMath', () => {
  it('replaces each formula by a numbered placeholder and keeps its exact source', () => {
    expect(extractMath('ab$c$ and \\(d\\), \\[e\\] x $$f$$ y')).toEqual({
      text: `ab${placeholder(0)} and ${placeholder(1)}, ${placeholder(2)} x ${placeholder(3)} y`,
      spans: [
        { tex: 'c', display: false, source: '$c$' },
        { tex: 'd', display: false, source: '\\(d\\)' },
        { tex: 'e', display: true, source: '\\[e\\]' },
        { tex: 'f', display: true, source: '$$f$$' },
      ],
    });
  });

  it('opens a single $ only before a non-space, and closes it only after a non-space, not before a digit', () => {
    expect(formulas('$x$5 $1+1$2 $x $ $ a$ $5 and $10')).toEqual([]);
    expect(formulas('$x$. $x$a $a$$b$')).toEqual(['x', 'x', 'a', 'b']);
  });

  it('reads \\$ and \\\\ as escapes, inside and outside formulas', () => {
    expect(extractMath('a \\$5 and \\$x\\$').spans).toEqual([]);
    expect(formulas('$\\$$ $$a\\$$b$$ $a\\\\$ \\\\(a\\)')).toEqual(['\\$', '$$a\\$$b$$', 'a\\\\']);
    expect(extractMath('x\\').text).toBe('x\\');
    expect(extractMath('\\').text).toBe('\\');
  });

  it('leaves unclosed and empty delimiters as text', () => {
    for (const source of ['$', '$$', '$$ $$', '$$b', '\\(c', '\\[c\\)', '$\t$', '\\( \\)']) {
      expect(extractMath(source)).toEqual({ text: source, spans: [] });
    }
    expect(extractMath('$a$ $$b').text).toBe(`${placeholder(0)} $$b`);
  });

  it('never lets a formula span a blank line, whatever the line ends or quote markers', () => {
    expect(formulas('\\[a\n\nb\\] $a\r\n\r\nb$ $$a\n>\nb$$')).toEqual([]);
    expect(formulas('$$a\n\nb$$ $$c$$')).toEqual(['$$c$$']);
    expect(formulas('$a$\r\n\r\n$b$')).toEqual(['a', 'b']);
  });

  it('takes formulas whole: a $ inside \\(…\\) belongs to it', () => {
    expect(formulas('\\(a $b$ \\) and $c$')).toEqual(['a $b$ ', 'c']);
  });

  it('leaves code spans alone, whatever the length of their backtick runs', () => {
    expect(formulas('`$a$` ``$b$`` ``` `$c$` ``` $d$')).toEqual(['d']);
    expect(formulas('`` a ` b `` $x$')).toEqual(['x']);
    // A run with no closer of the same length, or one across a blank line, is literal.
    expect(formulas('``$a$` $b$')).toEqual(['a', 'b']);
    expect(formulas('`a\n\nb` $y$ `')).toEqual([]);
    expect(formulas('`a\n\nb` $y$')).toEqual(['y']);
  });

  it('leaves fenced code alone until a fence of the same kind, at least as long, with no info string', () => {
    expect(formulas('```\n$a$\n```\n$b$')).toEqual(['b']);
    expect(formulas('~~~\n$a$\n```\n$c$\n~~~\n$b$')).toEqual(['b']);
    expect(formulas('````\n$a$\n```\n$c$\n````\n$b$')).toEqual(['b']);
    expect(formulas('```\n$a$\n``` x\n$c$\n```\n$d$')).toEqual(['d']);
    expect(formulas('  ```\n$a$\n  ```\n$b$')).toEqual(['b']);
    expect(formulas('> ```\n> $a$\n> ```\n$b$')).toEqual(['b']);
    expect(formulas('$a$\n```\n$b$\n```\n$c$\n~~~')).toEqual(['a', 'c']);
  });

  it('does not take a backtick line with a backtick in its info string for a fence', () => {
    expect(formulas('```js`\n$a$')).toEqual(['a']);
    expect(formulas('~~~js`\n$a$\n~~~\n$b$')).toEqual(['b']);
  });

  it('removes quote markers from the continuation lines of a quoted formula only', () => {
    expect(extractMath('> $$\n> a\n>> b\n> $$').spans[0]?.tex).toBe('\na\nb\n');
    expect(extractMath('x\n> $$a\n>  b$$').spans[0]?.tex).toBe('a\n b');
    expect(extractMath('> $$a$$').spans[0]?.tex).toBe('a');
    expect(extractMath('$a\n> b$').spans[0]?.tex).toBe('a\n> b');
    expect(extractMath('\\(a\n> b\\)').spans[0]?.source).toBe('\\(a\n> b\\)');
  });

  it('drops placeholder characters the author typed', () => {
    expect(extractMath(`\uE000${'$a$'}\uE001 \uE0000\uE001`)).toEqual({
      text: `${placeholder(0)} 0`,
      spans: [{ tex: 'a', display: false, source: '$a$' }],
    });
  });

  it('finds every formula after many unclosed openers', () => {
    const source = `${'\\( '.repeat(200)}${'$$ '.repeat(3)} $x$ \\[y\\]`;
    expect(formulas(source)).toEqual(['x', '$$y$$']);
  });
});
