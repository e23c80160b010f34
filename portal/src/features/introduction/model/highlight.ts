import type { CodeGrammar } from './codeGrammars';

export type TokenKind = 'plain' | 'keyword' | 'string' | 'comment' | 'number' | 'meta';

export interface CodeToken {
  kind: TokenKind;
  text: string;
}

/** Past this many characters the rest is shown uncoloured: an example is short, a runaway one costs no time. */
const MAX_COLOURED = 20_000;

const NUMBER = '\\b\\d\\w*(?:\\.\\d+)?';
const WORD = '[A-Za-z_$][\\w$]*';

const scanners = new WeakMap<CodeGrammar, RegExp>();

/** One pattern per grammar: comments first, so that a quote inside a comment starts no string. */
function scannerOf(grammar: CodeGrammar): RegExp {
  let scanner = scanners.get(grammar);
  if (!scanner) {
    const any = (parts: readonly string[]) => (parts.length > 0 ? parts.join('|') : '(?!)');
    scanner = new RegExp(
      `(${any(grammar.comments)})|(${any(grammar.meta)})|(${any(grammar.strings)})|(${NUMBER})|(${WORD})`,
      'gm',
    );
    scanners.set(grammar, scanner);
  }
  return scanner;
}

const KINDS: readonly TokenKind[] = ['comment', 'meta', 'string', 'number'];

/** Splits `code` into coloured runs; joined together they are exactly `code`. */
export function highlight(code: string, grammar: CodeGrammar | null): CodeToken[] {
  if (!grammar || code === '') return code === '' ? [] : [{ kind: 'plain', text: code }];
  const coloured = code.slice(0, MAX_COLOURED);
  const tokens: CodeToken[] = [];
  const push = (kind: TokenKind, text: string) => {
    if (text === '') return;
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else tokens.push({ kind, text });
  };
  const scanner = scannerOf(grammar);
  scanner.lastIndex = 0;
  let done = 0;
  for (let match = scanner.exec(coloured); match; match = scanner.exec(coloured)) {
    if (match[0] === '') {
      // A pattern that matched nothing (an empty alternative) must not stall the scan.
      scanner.lastIndex += 1;
      continue;
    }
    push('plain', coloured.slice(done, match.index));
    const group = match.slice(1, 5).findIndex((part) => part !== undefined);
    const kind =
      group >= 0 ? (KINDS[group] ?? 'plain') : grammar.keywords.has(match[0]) ? 'keyword' : 'plain';
    push(kind, match[0]);
    done = match.index + match[0].length;
  }
  push('plain', code.slice(done));
  return tokens;
}
