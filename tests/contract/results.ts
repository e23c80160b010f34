import type { KnownBehaviour } from './known';
import type { SchemaError } from './schema';

export type Outcome = 'passed' | 'failed' | 'skipped';

/**
 * - `login`: the suite's own logins;
 * - `read`: a read operation called with discovered parameters, answer validated;
 * - `anonymous`: a login-only operation called without a token, must be refused;
 * - `user`: an operation the normal user lacks the role/permission for, called as that user, must be refused;
 * - `flow`: a step of a `--mutating` create/update/delete flow (or its clean-up);
 * - `none`: the operation was not called (the reason says why).
 */
export type CheckKind = 'login' | 'read' | 'anonymous' | 'user' | 'flow' | 'none';

export interface CheckResult {
  check: CheckKind;
  operationId: string;
  method: string;
  path: string;
  outcome: Outcome;
  /** One line: what was seen, or why it was skipped. */
  detail: string;
  /** `anonymous`, or the account name. */
  caller?: string;
  /** Discovered parameters, e.g. `cid=3 (from getContestList)`. */
  params?: string;
  httpStatus?: number;
  bodyStatus?: unknown;
  /** The first schema errors, with JSON pointers into the answer body. */
  errors?: SchemaError[];
  /** The flow a `flow` result belongs to. */
  flow?: string;
  ms?: number;
  /**
   * Server behaviours the contract documents (known.ts) that this check met: they are not failures, and the
   * outcome says whether the check still concluded (passed) or could not (skipped).
   */
  known?: KnownBehaviour[];
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** Results (of any outcome) that met a known server behaviour. */
  known: number;
}

export interface Environment {
  baseUrl: string;
  user: { username: string; roles: readonly string[] } | null;
  admin: { username: string; roles: readonly string[] } | null;
  mutating: boolean;
  only: string | null;
  timeoutMs: number;
  timestamp: string;
  contract: { title: string; version: string; operations: number };
  /** Feature switches as `GET /api/get-website-config` reported them (null: unknown). */
  switches: Record<string, boolean | null>;
  /** The permission model the access checks assume. */
  grants: string;
  notes: string[];
}

export interface Report {
  tool: 'hoj-contract-suite';
  environment: Environment;
  summary: Summary;
  results: CheckResult[];
}

export function summarize(results: readonly CheckResult[]): Summary {
  return {
    passed: results.filter((r) => r.outcome === 'passed').length,
    failed: results.filter((r) => r.outcome === 'failed').length,
    skipped: results.filter((r) => r.outcome === 'skipped').length,
    known: results.filter((r) => (r.known?.length ?? 0) > 0).length,
  };
}

export function summaryLine(summary: Summary): string {
  return `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
}
