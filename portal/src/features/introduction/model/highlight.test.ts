import { grammarOf } from './codeGrammars';
import { highlight, type TokenKind } from './highlight';

const runs = (code: string, contentType: string | null, name = '') =>
  highlight(code, grammarOf(contentType, name)).filter((token) => token.kind !== 'plain');

const textsOf = (code: string, contentType: string | null, kind: TokenKind) =>
  runs(code, contentType)
    .filter((token) => token.kind === kind)
    .map((token) => token.text);

describe('colouring an example', () => {
  const cpp =
    '#include <iostream>\nint main() {\n  // a "quote" in a comment\n  long long a = 10;\n  cout << "a+b\\n";\n}';

  it('gives back exactly the code it was given', () => {
    for (const [code, type] of [
      [cpp, 'text/x-c++src'],
      ['a, b = map(int, input().split())\n# sum\nprint(a + b)', 'text/x-python'],
      ['no grammar at all', 'text/x-unknown'],
      ['/* never closed\nint x;', 'text/x-csrc'],
    ] as const) {
      expect(
        highlight(code, grammarOf(type, ''))
          .map((token) => token.text)
          .join(''),
      ).toBe(code);
    }
  });

  it('tells keywords, strings, comments, numbers and directives apart', () => {
    expect(textsOf(cpp, 'text/x-c++src', 'meta')).toEqual(['#include <iostream>']);
    expect(textsOf(cpp, 'text/x-c++src', 'keyword')).toEqual(['int', 'long', 'long']);
    expect(textsOf(cpp, 'text/x-c++src', 'comment')).toEqual(['// a "quote" in a comment']);
    expect(textsOf(cpp, 'text/x-c++src', 'string')).toEqual(['"a+b\\n"']);
    expect(textsOf(cpp, 'text/x-c++src', 'number')).toEqual(['10']);
  });

  it('keeps a comment or string that never closes to itself, and does not colour names that hold keywords', () => {
    expect(textsOf('/* open\nint x;', 'text/x-csrc', 'comment')).toEqual(['/* open\nint x;']);
    expect(textsOf('s = "open\nif x:', 'text/x-python', 'string')).toEqual(['"open']);
    expect(textsOf('s = "open\nif x:', 'text/x-python', 'keyword')).toEqual(['if']);
    expect(textsOf('int integer = interval;', 'text/x-csrc', 'keyword')).toEqual(['int']);
  });

  it('picks the grammar by MIME type, else by the language’s name, else none', () => {
    expect(runs('fn main() {}', null, 'Rust 1.65')).toEqual([{ kind: 'keyword', text: 'fn' }]);
    expect(runs('def f(): pass', null, 'PyPy3')[0]).toEqual({ kind: 'keyword', text: 'def' });
    expect(runs('int x;', null, 'Brainfuck')).toEqual([]);
  });
});
