import type { ContractOp } from './contract';
import { describeAnswer, envelopeOf, type Answer } from './http';
import {
  isAnonymousGroupComments,
  isSwitchRefusalWithoutEcho,
  urlTypeEchoProblem,
  type KnownBehaviour,
} from './known';
import type { Outcome } from './results';
import { errorResultErrors, formatSchemaError, successErrors, type SchemaError } from './schema';

/**
 * Verdicts on single answers. HOJ answers business errors with HTTP 200 and a body status; only its auth
 * filter, annotations and binding use real HTTP statuses. The verdicts follow that split.
 */

/** Feature switch name → on/off as the site reports it; null when unknown. */
export type Switches = Readonly<Record<string, boolean | null>>;

/** `GET /api/get-website-config` fields of the switches the contract names. */
export const SWITCH_FIELDS: Readonly<Record<string, string>> = {
  PUBLIC_DISCUSSION: 'openPublicDiscussion',
  GROUP_DISCUSSION: 'openGroupDiscussion',
  CONTEST_COMMENT: 'openContestComment',
};

export function switchesFrom(config: unknown): Record<string, boolean | null> {
  const record = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(SWITCH_FIELDS).map(([name, field]) => {
      const v = record[field];
      return [name, typeof v === 'boolean' ? v : null];
    }),
  );
}

/** `off` when a switch the operation depends on is off; `unknown` when the site did not say. */
export function switchState(
  op: ContractOp,
  switches: Switches,
): { state: 'on' | 'off' | 'unknown' | 'none'; names: string[] } {
  const names = [...new Set([...op.featureSwitches, ...op.serviceSwitches])];
  if (names.length === 0) return { state: 'none', names };
  const off = names.filter((n) => switches[n] === false);
  if (off.length > 0) return { state: 'off', names: off };
  if (names.some((n) => switches[n] === undefined || switches[n] === null))
    return { state: 'unknown', names };
  return { state: 'on', names };
}

export type Verdict =
  | { kind: 'success'; data: unknown; errors: SchemaError[]; detail: string }
  | { kind: 'file'; detail: string }
  | { kind: 'fileRefused'; detail: string }
  | { kind: 'notFound'; detail: string }
  | { kind: 'refused'; detail: string; bodyStatus: unknown; switchOff: boolean; known?: KnownBehaviour[] }
  | { kind: 'absent'; detail: string }
  | { kind: 'broken'; detail: string; errors?: SchemaError[] }
  /** A server behaviour the contract documents instead of an answer for this caller: ask another id or caller. */
  | { kind: 'known'; detail: string; known: KnownBehaviour[] };

/** What the caller of `judgeAnswer` knows about the request beyond the operation. */
export interface RequestFacts {
  /** The discussion asked about belongs to a group (its id was discovered in a group's discussion list). */
  groupDiscussion?: boolean;
}

const mediaType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

function filenameOf(disposition: string): string | null {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (!m?.[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

function judgeFile(op: ContractOp, answer: Answer): Verdict {
  const expected = op.success.kind === 'binary' ? op.success.contentTypes : [];
  const type = mediaType(answer.contentType);
  const disposition = answer.headers.get('content-disposition') ?? '';
  const problems: string[] = [];
  if (!expected.includes(type)) {
    problems.push(
      `Content-Type ${answer.contentType || '(none)'}, the contract says ${expected.join(' or ')}`,
    );
  }
  const filename = filenameOf(disposition);
  if (!/attachment/i.test(disposition) || !filename) {
    problems.push(
      `Content-Disposition ${disposition ? JSON.stringify(disposition) : '(none)'} names no attachment file`,
    );
  }
  if (problems.length > 0) return { kind: 'broken', detail: problems.join('; ') };
  return { kind: 'file', detail: `file ${filename} (${type}, ${answer.size} bytes)` };
}

function errorBodyProblems(answer: Answer): SchemaError[] {
  return errorResultErrors(answer.json);
}

/**
 * The verdict on an answer to a call the contract admits for this caller: a success (validated against the
 * operation's 200 schema), a file, a refusal or not-found in the body (judged by the caller of this function,
 * who knows whether it can try other ids or callers), a known server behaviour, or a broken answer.
 */
export function judgeAnswer(
  op: ContractOp,
  answer: Answer,
  switches: Switches,
  anonymous: boolean,
  facts: RequestFacts = {},
): Verdict {
  const seen = describeAnswer(answer);
  if (isAbsentExtension(op, answer)) return { kind: 'absent', detail: ABSENT };
  const crashed = answer.httpStatus === 500 || envelopeOf(answer)?.status === 500;
  if (crashed && isAnonymousGroupComments(op, anonymous, facts.groupDiscussion === true)) {
    const errors = answer.isJson ? errorBodyProblems(answer) : [];
    if (errors.length === 0) {
      return { kind: 'known', detail: `${seen} for a group discussion`, known: ['anonymousGroupComments'] };
    }
  }
  if (op.success.kind === 'binary') {
    if (answer.httpStatus === 200 && !answer.isJson) return judgeFile(op, answer);
    if (answer.httpStatus === 400 && answer.isJson) {
      const errors = errorBodyProblems(answer);
      if (errors.length > 0) {
        return {
          kind: 'broken',
          detail: `${seen}: the JSON refusal of a download is not an ErrorResult`,
          errors,
        };
      }
      return { kind: 'fileRefused', detail: `refused before streaming: ${seen}` };
    }
  }
  const env = envelopeOf(answer);
  if (answer.httpStatus !== 200) {
    const errorShape = env ? errorBodyProblems(answer) : [];
    const shapeNote = errorShape.length > 0 ? ' (and the body is not an ErrorResult)' : '';
    if (answer.httpStatus === 403) {
      const sw = switchState(op, switches);
      if (sw.state === 'off' || sw.state === 'unknown') {
        const known: KnownBehaviour[] = isSwitchRefusalWithoutEcho(op, answer)
          ? ['switchWithoutUrlType']
          : [];
        return {
          kind: 'refused',
          detail: seen,
          bodyStatus: env?.status,
          switchOff: true,
          ...(known.length > 0 ? { known } : {}),
        };
      }
      return {
        kind: 'broken',
        detail: `${seen} for a caller the contract admits${shapeNote}`,
        errors: errorShape,
      };
    }
    if (answer.httpStatus === 401) {
      const why = anonymous
        ? 'for an operation the contract opens to anonymous callers'
        : 'the token was rejected';
      return { kind: 'broken', detail: `${seen}: ${why}${shapeNote}`, errors: errorShape };
    }
    if (answer.httpStatus === 404 && !(env?.hasMsg ?? false)) {
      return {
        kind: 'broken',
        detail: `HTTP 404 and no CommonResult: the server has no handler for ${op.path}`,
      };
    }
    return { kind: 'broken', detail: `${seen}${shapeNote}`, errors: errorShape };
  }
  if (!env) return { kind: 'broken', detail: `${seen}: not a JSON CommonResult` };
  // An error body may leave `data` out (the server drops null fields); a success must carry it.
  const missing = [
    !env.hasStatus && 'status',
    !env.hasMsg && 'msg',
    !env.hasData && env.status === 200 && 'data',
  ].filter(Boolean);
  if (missing.length > 0) return { kind: 'broken', detail: `envelope without ${missing.join(', ')}` };
  if (env.status === 200) {
    const errors = successErrors(op, answer.json);
    const detail = errors.length > 0 ? `schema: ${errors.map(formatSchemaError).join('; ')}` : 'valid';
    return { kind: 'success', data: env.data, errors, detail };
  }
  const errors = errorBodyProblems(answer);
  if (errors.length > 0) {
    return { kind: 'broken', detail: `${seen}: the error body is not an ErrorResult`, errors };
  }
  if (env.status === 404) return { kind: 'notFound', detail: seen };
  if (env.status === 400 || env.status === 401 || env.status === 403) {
    const sw = switchState(op, switches);
    const switchOff = env.status === 403 && (sw.state === 'off' || sw.state === 'unknown');
    return { kind: 'refused', detail: seen, bodyStatus: env.status, switchOff };
  }
  return { kind: 'broken', detail: seen };
}

const ABSENT = 'an x-extension operation (not in stock HOJ) that this backend does not have: HTTP 404';

/** Extensions (`x-extension: true`) answer Spring's 404 page on a stock HOJ backend; that is not a failure. */
function isAbsentExtension(op: ContractOp, answer: Answer): boolean {
  return op.extension && answer.httpStatus === 404;
}

export interface CheckVerdict {
  outcome: Outcome;
  detail: string;
  errors?: SchemaError[];
  known?: KnownBehaviour[];
}

function refusalShape(answer: Answer, form: string): CheckVerdict {
  const errors = errorBodyProblems(answer);
  if (errors.length > 0) {
    return { outcome: 'failed', detail: `${form}, but the body is not an ErrorResult`, errors };
  }
  return { outcome: 'passed', detail: form };
}

/** The login filter and the role/permission annotations echo the request's `Url-Type` on their 401/403. */
function echoChecked(op: ContractOp, answer: Answer, verdict: CheckVerdict): CheckVerdict {
  if (verdict.outcome !== 'passed') return verdict;
  const problem = urlTypeEchoProblem(op, answer);
  if (!problem) return verdict;
  return { outcome: 'failed', detail: `${verdict.detail}, but ${problem}` };
}

function switchSkip(op: ContractOp, answer: Answer, switches: Switches): CheckVerdict | null {
  const env = envelopeOf(answer);
  if (answer.httpStatus !== 403 && env?.status !== 403) return null;
  const sw = switchState(op, switches);
  if (sw.state !== 'off' && sw.state !== 'unknown') return null;
  const which = sw.state === 'off' ? `is off` : 'may be off';
  return {
    outcome: 'skipped',
    detail: `feature switch ${sw.names.join('/')} ${which}: ${describeAnswer(answer)} comes before the check`,
    ...(isSwitchRefusalWithoutEcho(op, answer) ? { known: ['switchWithoutUrlType' as const] } : {}),
  };
}

/** An anonymous call to an operation that needs login: HTTP 401, or HTTP 200 + body 401 from the service. */
export function judgeAnonymousRefusal(op: ContractOp, answer: Answer, switches: Switches): CheckVerdict {
  if (isAbsentExtension(op, answer)) return { outcome: 'skipped', detail: ABSENT };
  const env = envelopeOf(answer);
  if (answer.httpStatus === 401) return echoChecked(op, answer, refusalShape(answer, 'refused: HTTP 401'));
  if (answer.httpStatus === 200 && env?.status === 401) {
    return refusalShape(answer, `refused in the service: ${describeAnswer(answer)}`);
  }
  const skip = switchSkip(op, answer, switches);
  if (skip) return skip;
  if (answer.httpStatus === 400) {
    return {
      outcome: 'skipped',
      detail: `inconclusive: ${describeAnswer(answer)} (request validation ran before the login check)`,
    };
  }
  if (answer.httpStatus === 200 && (env?.status === 200 || !answer.isJson)) {
    return { outcome: 'failed', detail: `not refused: an anonymous caller got ${describeAnswer(answer)}` };
  }
  return {
    outcome: 'failed',
    detail: `expected HTTP 401 (or HTTP 200 + body 401), got ${describeAnswer(answer)}`,
  };
}

/** A logged-in caller without the declared role/permission: HTTP 403, or HTTP 200 + body 401/403. */
export function judgeUserRefusal(
  op: ContractOp,
  answer: Answer,
  switches: Switches,
  lacking: string,
): CheckVerdict {
  if (isAbsentExtension(op, answer)) return { outcome: 'skipped', detail: ABSENT };
  const env = envelopeOf(answer);
  if (answer.httpStatus === 403) {
    // Without the echo, the 403 of a switched-off feature (it comes before the permission check) is a known
    // behaviour that leaves the check open; any other 403 without it is the annotations' and should echo.
    const switchRefusal = isSwitchRefusalWithoutEcho(op, answer) ? switchSkip(op, answer, switches) : null;
    if (switchRefusal) return switchRefusal;
    return echoChecked(op, answer, refusalShape(answer, 'refused: HTTP 403'));
  }
  if (answer.httpStatus === 200 && (env?.status === 401 || env?.status === 403)) {
    return refusalShape(answer, `refused in the service: ${describeAnswer(answer)}`);
  }
  const skip = switchSkip(op, answer, switches);
  if (skip) return skip;
  if (answer.httpStatus === 400) {
    return {
      outcome: 'skipped',
      detail: `inconclusive: ${describeAnswer(answer)} (request validation ran before the permission check)`,
    };
  }
  if (answer.httpStatus === 401) {
    return {
      outcome: 'failed',
      detail: `HTTP 401: the logged-in user's token was rejected; a caller without the role should get HTTP 403`,
    };
  }
  if (answer.httpStatus === 200 && (env?.status === 200 || !answer.isJson)) {
    return { outcome: 'failed', detail: `not refused: the user (${lacking}) got ${describeAnswer(answer)}` };
  }
  return {
    outcome: 'failed',
    detail: `expected HTTP 403 (or HTTP 200 + body 401/403), got ${describeAnswer(answer)}`,
  };
}
