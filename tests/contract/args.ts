import type { Account } from './runner';

export const DEFAULT_REPORT = 'tests/reports/contract.json';
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface CliOptions {
  help: boolean;
  baseUrl: string;
  user?: Account;
  admin?: Account;
  mutating: boolean;
  report: string;
  only?: RegExp;
  timeoutMs: number;
  /** Print only failed and skipped checks in the table (the JSON report has everything). */
  problemsOnly: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const HELP = `HOJ contract conformance suite: checks a backend against generated/openapi.json.

Usage:
  npm run contract -- --base-url URL [--user NAME --password P] [--admin NAME --admin-password P]
                      [--mutating] [--report FILE] [--only REGEX] [--timeout MS] [--problems-only]

Options:
  --base-url URL         The backend's origin, e.g. http://127.0.0.1:4010 (paths /api/... are appended).
  --user NAME            A normal account (logs in with POST /api/login).
  --password P           Its password. A --password after --admin is the admin's password instead, so the
                         form "--user u --password p --admin a --password q" works: each --password belongs to
                         the account named last before it (the user if none was named yet).
  --admin NAME           An admin account (logs in with POST /api/admin/login); root checks the most.
  --admin-password P     The admin's password (unambiguous alternative to the second --password).
  --mutating             Also run the create/update/delete flows (announcement, tag, discussion + comment) on
                         data the suite creates and removes, and the user's refusal checks of mutating
                         operations. Use a test deployment: nothing else is changed, but the suite does write.
  --report FILE          JSON report with every result and the environment (default ${DEFAULT_REPORT}).
  --only REGEX           Only operations whose operationId or "METHOD /path" matches (JavaScript RegExp).
  --timeout MS           Per-request timeout (default ${DEFAULT_TIMEOUT_MS}).
  --problems-only        List only failed and skipped checks in the printed table.
  --help                 This text.

What it does:
  1. Reads every read operation (GETs that change nothing, and the POSTs that only read: see classify.ts)
     with ids discovered from earlier list answers (discovery.ts), and validates HTTP status, envelope and
     data against the operation's 200 schema. Parameters that cannot be discovered make a read "skipped".
  2. Calls every login-only operation anonymously (must be refused: HTTP 401, or HTTP 200 + body 401), and
     every operation the user lacks a role/permission for as that user (HTTP 403, or HTTP 200 + body 401/403),
     with inert parameters (ids -1).
  3. With --mutating, runs the flows (flows.ts); each cleans up after itself, also when a step fails.

Exit codes: 0 no failures, 1 some check failed, 2 usage error, unreachable server or failed login.`;

function requireValue(argv: readonly string[], i: number, flag: string): string {
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  let help = false;
  let baseUrl: string | undefined;
  let mutating = false;
  let problemsOnly = false;
  let report = DEFAULT_REPORT;
  let only: RegExp | undefined;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  const names: Partial<Record<'user' | 'admin', string>> = {};
  const passwords: Partial<Record<'user' | 'admin', string>> = {};
  let lastNamed: 'user' | 'admin' | undefined;

  const setPassword = (account: 'user' | 'admin', value: string, flag: string) => {
    if (passwords[account] !== undefined)
      throw new UsageError(`${flag}: the ${account} already has a password`);
    passwords[account] = value;
  };

  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    const eq = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const flag = eq > 0 ? raw.slice(0, eq) : raw;
    const takeValue = (): string => {
      if (eq > 0) return raw.slice(eq + 1);
      const value = requireValue(argv, i, flag);
      i++;
      return value;
    };
    switch (flag) {
      case '--help':
      case '-h':
        help = true;
        break;
      case '--base-url':
        baseUrl = takeValue();
        break;
      case '--user':
        names.user = takeValue();
        lastNamed = 'user';
        break;
      case '--admin':
        names.admin = takeValue();
        lastNamed = 'admin';
        break;
      case '--password':
        setPassword(lastNamed ?? 'user', takeValue(), flag);
        break;
      case '--admin-password':
        setPassword('admin', takeValue(), flag);
        break;
      case '--mutating':
        mutating = true;
        break;
      case '--problems-only':
        problemsOnly = true;
        break;
      case '--report':
        report = takeValue();
        break;
      case '--only': {
        const source = takeValue();
        try {
          only = new RegExp(source);
        } catch (error) {
          throw new UsageError(`--only: not a regular expression: ${(error as Error).message}`);
        }
        break;
      }
      case '--timeout': {
        const value = takeValue();
        timeoutMs = Number(value);
        if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
          throw new UsageError(`--timeout: not a positive number of ms: ${value}`);
        break;
      }
      default:
        throw new UsageError(`unknown argument: ${raw}`);
    }
  }

  if (help) return { help, baseUrl: baseUrl ?? '', mutating, report, timeoutMs, problemsOnly };
  if (!baseUrl) throw new UsageError('--base-url is required');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UsageError(`--base-url: not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--base-url: not http(s): ${baseUrl}`);

  const account = (kind: 'user' | 'admin'): Account | undefined => {
    const username = names[kind];
    const password = passwords[kind];
    if (username === undefined && password === undefined) return undefined;
    if (username === undefined)
      throw new UsageError(`a password was given for the ${kind} but no --${kind} NAME`);
    if (password === undefined) {
      throw new UsageError(
        `--${kind} ${username} needs ${kind === 'admin' ? '--admin-password' : '--password'}`,
      );
    }
    return { username, password };
  };
  const user = account('user');
  const admin = account('admin');
  return {
    help,
    baseUrl: url.toString().replace(/\/+$/, ''),
    ...(user ? { user } : {}),
    ...(admin ? { admin } : {}),
    mutating,
    report,
    ...(only ? { only } : {}),
    timeoutMs,
    problemsOnly,
  };
}
