import { JudgeStatus } from '@generated/model/index';

/** A verdict the code asks for with a `hoj:verdict <NAME> [n]` comment. */
export interface Directive {
  status: JudgeStatus;
  /** The number after the name: the score of `PA`, the failing case of an ACM verdict. */
  n: number | null;
}

/** Directive names (the status abbreviations the pages show), upper case. */
const NAMES: Readonly<Record<string, JudgeStatus>> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  PE: JudgeStatus.PRESENTATION_ERROR,
  CE: JudgeStatus.COMPILE_ERROR,
  SE: JudgeStatus.SYSTEM_ERROR,
  PA: JudgeStatus.PARTIAL_ACCEPTED,
  PAC: JudgeStatus.PARTIAL_ACCEPTED,
  SF: JudgeStatus.SUBMITTED_FAILED,
  CA: JudgeStatus.CANCELLED,
};

const DIRECTIVE = /hoj:verdict\s+([A-Za-z]+)(?:[ \t]+(\d+))?/;

/** The first `hoj:verdict` directive in the code whose name is known, or null. */
export function readDirective(code: string): Directive | null {
  const match = DIRECTIVE.exec(code);
  const status = match ? NAMES[match[1]?.toUpperCase() ?? ''] : undefined;
  if (!match || status === undefined) return null;
  return { status, n: match[2] === undefined ? null : Number.parseInt(match[2], 10) };
}

const isScripting = (language: string) => /py|ruby/i.test(language);

/** The code without string and character literals and comments, same length, so positions stay true. */
function blankLiterals(code: string, language: string): string {
  const hashComments = isScripting(language);
  const out = code.split('');
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    if ((c === '/' && next === '/') || (hashComments && c === '#')) {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || c === "'" || (c === '`' && /javascript|golang/i.test(language))) {
      let k = i + 1;
      while (k < code.length && code[k] !== c && code[k] !== '\n') k += code[k] === '\\' ? 2 : 1;
      blank(i, k + 1);
      i = k + 1;
    } else i += 1;
  }
  return out.join('');
}

const CLOSER: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };

interface Position {
  line: number;
  col: number;
}

function positionOf(code: string, index: number): Position {
  const before = code.slice(0, index);
  const line = before.split('\n').length;
  return { line, col: index - before.lastIndexOf('\n') };
}

/** The file name the language's compiler reports. */
function sourceName(language: string): string {
  if (/^java$/i.test(language)) return 'Main.java';
  if (/py/i.test(language)) return 'main.py';
  if (/^c(\s|$)/i.test(language)) return 'main.c';
  if (/c#/i.test(language)) return 'Main.cs';
  if (/golang/i.test(language)) return 'main.go';
  if (/rust/i.test(language)) return 'main.rs';
  if (/javascript/i.test(language)) return 'main.js';
  if (/php/i.test(language)) return 'main.php';
  if (/ruby/i.test(language)) return 'main.rb';
  return 'main.cpp';
}

/**
 * The compiler's complaint about unbalanced brackets in the code, or null when `()`, `[]` and `{}` balance
 * outside literals and comments. Worded like gcc (javac and CPython for Java and Python), with line and column.
 */
export function bracketError(code: string, language: string): string | null {
  const text = blankLiterals(code, language);
  const stack: { char: string; index: number }[] = [];
  let stray: { char: string; index: number } | null = null;
  for (let i = 0; i < text.length && !stray; i += 1) {
    const c = text[i] ?? '';
    if (c in CLOSER) stack.push({ char: c, index: i });
    else if (c === ')' || c === ']' || c === '}') {
      const open = stack.pop();
      if (!open || CLOSER[open.char] !== c) stray = { char: c, index: i };
    }
  }
  const unclosed = stack.at(-1);
  if (!stray && !unclosed) return null;
  const file = sourceName(language);
  if (/py/i.test(language)) {
    const at = positionOf(code, (stray ?? unclosed)?.index ?? 0);
    const problem = stray ? `unmatched '${stray.char}'` : `'${unclosed?.char ?? '('}' was never closed`;
    return `  File "${file}", line ${at.line}\n    ${code.split('\n')[at.line - 1]?.trim() ?? ''}\nSyntaxError: ${problem}\n`;
  }
  if (file === 'Main.java') {
    const at = positionOf(code, stray ? stray.index : code.length);
    const problem = stray ? 'illegal start of type' : 'reached end of file while parsing';
    return `${file}:${at.line}: error: ${problem}\n1 error\n`;
  }
  if (stray) {
    const at = positionOf(code, stray.index);
    return `${file}:${at.line}:${at.col}: error: expected primary-expression before '${stray.char}' token\n`;
  }
  const end = positionOf(code, code.trimEnd().length);
  const open = positionOf(code, unclosed?.index ?? 0);
  const expected = CLOSER[unclosed?.char ?? '{'] ?? '}';
  return (
    `${file}:${end.line}:${end.col}: error: expected '${expected}' at end of input\n` +
    `${file}:${open.line}:${open.col}: note: to match this '${unclosed?.char ?? '{'}'\n`
  );
}
