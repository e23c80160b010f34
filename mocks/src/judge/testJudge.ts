import { JudgeStatus, type TestJudgeVO } from '@generated/model/index';
import { parseExamples, sameOutput } from '@hoj/core/parse/problemExamples';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { problems, type ProblemRow } from '../store/schema/problems';
import { switchSettings } from '../store/schema/site';
import { clock } from '../store/clock';
import { chooseVerdict, messagesOfJudge, stableHash } from './outcome';
import { TEST_RUN_PENDING_MS } from '../store/rules/judgePhases';
import { HOJ_LANGUAGES, checkCode, throttle } from './submitHandlers';
import { judgeMessages } from './texts';
import { testRuns as runs, lastTestAt, testRunKeys as issued } from '../store/schema/judgeState';

export const MAX_TEST_INPUT = 1000;

/** Forgets every run and test interval; the domain's seed calls it. */
export function resetTestRuns(): void {
  runs.clear();
  lastTestAt.clear();
  issued.count = 0;
}

/** Editor modes of remote problems mapped to the local language that runs the self-test. */
const MODE_LANGUAGE: Readonly<Record<string, string>> = {
  'text/x-c++src': 'C++ With O2',
  'text/x-csrc': 'C With O2',
  'text/x-java': 'Java',
  'text/x-go': 'Golang',
  'text/x-csharp': 'C#',
  'text/x-php': 'PHP',
  'text/x-ruby': 'Ruby',
  'text/x-rustsrc': 'Rust',
};

/** The local language a remote judge's language name runs as, as the backend maps it. */
function localLanguage(language: string, mode: string | null): string {
  const mapped = mode ? MODE_LANGUAGE[mode] : undefined;
  if (mapped) return mapped;
  if (language.includes('PyPy 3') || language.includes('PyPy3')) return 'PyPy3';
  if (language.includes('PyPy')) return 'PyPy2';
  if (language.includes('Python 3')) return 'Python3';
  if (language.includes('Python')) return 'Python2';
  if (language.includes('Node')) return 'JavaScript Node';
  if (language.includes('JavaScript')) return 'JavaScript V8';
  return language;
}

/**
 * What "the program" prints: a sample's output for that sample's input (so the page can say which sample
 * passed), otherwise the sum of the integers in the input, or the input itself when it holds none.
 */
export function programOutput(problem: ProblemRow, input: string): string {
  const sample = parseExamples(problem.examples).find((e) => sameOutput(e.input, input));
  if (sample) return sample.output;
  const numbers = input.match(/-?\d+/g);
  if (!numbers) return input;
  return `${numbers.reduce((sum, n) => sum + BigInt(n), 0n)}\n`;
}

/** A wrong answer: the first number one higher, or the text reversed. */
const wrongOutput = (output: string) =>
  /-?\d+/.test(output)
    ? output.replace(/-?\d+/, (n) => String(BigInt(n) + 1n))
    : `${[...output.trimEnd()].reverse().join('')}\n`;

/** The result of a self-test: the code's directive or compile error, else the program's output, compared. */
function testResult(
  problem: ProblemRow,
  code: string,
  language: string,
  input: string,
  expected: string | null,
) {
  const verdict = chooseVerdict({ code, language, version: 0 });
  const seed = stableHash(`${language}\u0000${code}\u0000${input}`);
  const base: TestJudgeVO = {
    status: JudgeStatus.ACCEPTED,
    time: 1 + (seed % 30),
    memory: 1_200 + (seed % 4_096),
    userInput: input,
    userOutput: null,
    expectedOutput: expected,
    stderr: null,
    problemJudgeMode: problem.judgeMode,
  };
  const normal = programOutput(problem, input);
  switch (verdict.status) {
    case JudgeStatus.COMPILE_ERROR:
      return {
        ...base,
        status: verdict.status,
        time: 0,
        memory: 0,
        userInput: null,
        stderr: verdict.message,
      };
    case JudgeStatus.SYSTEM_ERROR:
    case JudgeStatus.SUBMITTED_FAILED:
    case JudgeStatus.CANCELLED:
      return { ...base, status: verdict.status, time: 0, memory: 0, stderr: messagesOfJudge.systemError };
    case JudgeStatus.TIME_LIMIT_EXCEEDED:
      return { ...base, status: verdict.status, time: problem.timeLimit + 1 + (seed % 100), userOutput: '' };
    case JudgeStatus.MEMORY_LIMIT_EXCEEDED:
      return {
        ...base,
        status: verdict.status,
        memory: problem.memoryLimit * 1024 + (seed % 4096),
        userOutput: '',
      };
    case JudgeStatus.RUNTIME_ERROR:
      return {
        ...base,
        status: verdict.status,
        userOutput: '',
        stderr: 'ExitCode: 11 (Segmentation fault)\n',
      };
    case JudgeStatus.WRONG_ANSWER:
      return { ...base, status: verdict.status, userOutput: wrongOutput(expected || normal) };
    case JudgeStatus.PRESENTATION_ERROR:
      return { ...base, status: verdict.status, userOutput: (expected || normal).replace(/\s+/g, '  ') };
    case JudgeStatus.ACCEPTED:
      // Asked to pass, the program prints what the user expects.
      if (verdict.n === null && expected) return { ...base, userOutput: expected };
  }
  const passed = !expected || sameOutput(normal, expected);
  return { ...base, status: passed ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER, userOutput: normal };
}

/** A key like the backend's `TEST_JUDGE_` + a simple UUID; stable across resets for the same sequence. */
function nextKey(uid: string): string {
  issued.count += 1;
  const hex = [0, 1, 2, 3].map((i) =>
    stableHash(`${uid}:${issued.count}:${i}`).toString(16).padStart(8, '0'),
  );
  return `TEST_JUDGE_${hex.join('')}`;
}

export const testJudgeHandlers = [
  operation('submitProblemTestJudge', 'required', async ({ body, user }) => {
    const dto = await body();
    const type = dto.string('type');
    if (type === 'public') {
      if (!switchSettings.openPublicJudge) throw new ApiFailure(403, judgeMessages.publicJudgeOff);
    } else if (type === 'contest') {
      if (!switchSettings.openContestJudge) throw new ApiFailure(403, judgeMessages.contestJudgeOff);
    } else if (type === 'group') {
      if (!switchSettings.openGroupJudge) throw new ApiFailure(403, judgeMessages.groupJudgeOff);
    } else throw new ApiFailure(400, judgeMessages.testBadType);
    const code = dto.string('code') ?? '';
    if (code === '') throw new ApiFailure(400, judgeMessages.testCodeBlank);
    let language = dto.string('language') ?? '';
    if (language === '') throw new ApiFailure(400, judgeMessages.testLanguageBlank);
    if (dto.bool('isRemoteJudge') === true) language = localLanguage(language, dto.string('mode'));
    if (!HOJ_LANGUAGES.includes(language))
      throw new ApiFailure(400, judgeMessages.badLanguage(`[${HOJ_LANGUAGES.join(', ')}]`));
    const input = dto.string('userInput') ?? '';
    if (input === '') throw new ApiFailure(400, judgeMessages.testInputBlank);
    if (input.length > MAX_TEST_INPUT) throw new ApiFailure(400, judgeMessages.testInputTooLong);
    const pid = dto.int('pid');
    if (pid === null) throw new ApiFailure(400, judgeMessages.testPidMissing);
    checkCode(code, language);
    throttle(lastTestAt, user.uid, judgeMessages.testTooFast);
    const problem = problems.get(pid);
    if (!problem) throw new ApiFailure(400, judgeMessages.testProblemMissing);
    const key = nextKey(user.uid);
    const expected = dto.string('expectedOutput');
    runs.set(key, { startedMs: clock.nowMs(), result: testResult(problem, code, language, input, expected) });
    return { data: key };
  }),

  // Pending for the first second of mock time; the result is read once, then the run is gone.
  operation('getTestJudgeResult', 'required', ({ query }) => {
    const key = query.requiredString('testJudgeKey');
    const run = runs.get(key);
    if (!run) throw new ApiFailure(400, judgeMessages.testRunMissing);
    if (clock.nowMs() - run.startedMs < TEST_RUN_PENDING_MS) return { data: { status: JudgeStatus.PENDING } };
    runs.delete(key);
    return { data: run.result };
  }),
];
