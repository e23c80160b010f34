import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import type { BodyOf, BodyReader } from '../http/request';
import { bracketError } from './directives';
import { languages } from '../store/schema/problems';
import { compileMessages } from './texts';

/** The marker that makes the simulated compiler fail, wherever it stands in the code (comments included). */
export const COMPILE_ERROR_MARKER = 'hoj:compile-error';

export type JudgeProgramKind = 'spj' | 'interactive';

/** The source file the judge server compiles a checker or interactor as (`spj.cpp`, `interactive.c`). */
const sourceFile = (kind: JudgeProgramKind, language: string) => `${kind}.${language === 'C' ? 'c' : 'cpp'}`;

/** The compiler's complaint at the marker's line and column, in gcc's format. */
function markerError(code: string, file: string): string | null {
  const index = code.indexOf(COMPILE_ERROR_MARKER);
  if (index === -1) return null;
  const before = code.slice(0, index);
  const line = before.split('\n').length;
  const col = index - before.lastIndexOf('\n');
  return `${file}:${line}:${col}: error: #error "${COMPILE_ERROR_MARKER}"\ncompilation terminated.\n`;
}

/**
 * What the judge server answers a compile request with, by a fixed rule: only the local judge's languages that
 * may run special judges (C and C++) are supported; the marker `hoj:compile-error` or brackets that do not
 * balance outside strings and comments fail with a gcc-style message; anything else compiles. Null means
 * compiled, otherwise the compiler output (the judge server's status 500).
 */
export function compileJudgeProgram(kind: JudgeProgramKind, code: string, language: string): string | null {
  const supported = languages.where('oj', 'ME').some((l) => l.isSpj && l.name === language);
  if (!supported)
    return kind === 'spj'
      ? compileMessages.unsupportedSpj(language)
      : compileMessages.unsupportedInteractive(language);
  const file = sourceFile(kind, language);
  const brackets =
    bracketError(code, language)
      ?.split(/main\.c(?:pp)?:/)
      .join(`${file}:`) ?? null;
  return markerError(code, file) ?? brackets;
}

/** The judge server's answer to a compile request: 200 with its "compiled" text, or 500 with the compiler output. */
export function judgeServerCompile(
  kind: JudgeProgramKind,
  code: string,
  language: string,
): { status: 200 | 500; msg: string } {
  const failure = compileJudgeProgram(kind, code, language);
  return failure === null ? { status: 200, msg: compileMessages.compiled } : { status: 500, msg: failure };
}

/**
 * The judge server's answer passes through unchanged (HTTP 200 either way). The backend checks only that code
 * and language are there.
 */
function compileAnswer(kind: JudgeProgramKind, body: BodyReader<BodyOf<'compileAdminSpj'>>) {
  const code = body.string('code');
  const language = body.string('language');
  if (!code || !language) throw new ApiFailure(400, compileMessages.compileParamsEmpty);
  const answer = judgeServerCompile(kind, code, language);
  if (answer.status === 500) throw new ApiFailure(500, answer.msg);
  return { data: null, msg: answer.msg };
}

export const compileHandlers = [
  operation('compileAdminSpj', 'required', async (ctx) => compileAnswer('spj', await ctx.body())),
  operation('compileAdminInteractive', 'required', async (ctx) =>
    compileAnswer('interactive', await ctx.body()),
  ),
];
