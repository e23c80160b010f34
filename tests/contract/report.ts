import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { KNOWN_BEHAVIOURS, type KnownBehaviour } from './known';
import { summaryLine, type CheckResult, type Outcome, type Report } from './results';
import { formatSchemaError } from './schema';

/** The human-readable table (one line per check, grouped by operation in contract order) and the JSON report. */

const LABEL: Record<Outcome, string> = { passed: 'pass', failed: 'FAIL', skipped: 'skip' };
const COLOUR: Record<Outcome, string> = { passed: '\x1b[32m', failed: '\x1b[31m', skipped: '\x1b[33m' };
const RESET = '\x1b[0m';

export interface RenderOptions {
  colour: boolean;
  /** Passed checks are listed too (default); false shows only failures and skips. */
  showPassed?: boolean;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** e.g. `as alice, cid=3 (from getContestList): valid`, then the known server behaviours the check met. */
function detailOf(r: CheckResult): string {
  const context = [r.caller ? `as ${r.caller}` : '', r.params ?? ''].filter(Boolean).join(', ');
  const detail = context ? `${context}: ${r.detail}` : r.detail;
  const known = (r.known ?? []).map((k) => KNOWN_BEHAVIOURS[k]);
  return known.length > 0 ? `${detail} [known server behaviour: ${known.join('; ')}]` : detail;
}

/** Each known behaviour the run met, with the operations it was met on. */
function knownSection(results: readonly CheckResult[]): string[] {
  const seen = new Map<KnownBehaviour, Set<string>>();
  for (const r of results) {
    for (const k of r.known ?? []) seen.set(k, (seen.get(k) ?? new Set()).add(r.operationId));
  }
  if (seen.size === 0) return [];
  const lines = [`Known server behaviours (documented in the contract, not failures):`];
  for (const [k, ops] of seen) lines.push(`  ${KNOWN_BEHAVIOURS[k]}: ${[...ops].join(', ')}`);
  return ['', ...lines];
}

export function renderTable(report: Report, options: RenderOptions): string {
  const rows = report.results.filter((r) => options.showPassed !== false || r.outcome !== 'passed');
  const widths = {
    check: Math.max(5, ...rows.map((r) => r.check.length)),
    method: 6,
    path: Math.max(4, ...rows.map((r) => r.path.length)),
    op: Math.max(9, ...rows.map((r) => r.operationId.length)),
  };
  const header = [
    pad('RESULT', 6),
    pad('CHECK', widths.check),
    pad('METHOD', widths.method),
    pad('PATH', widths.path),
    pad('OPERATION', widths.op),
    'DETAIL',
  ].join('  ');
  const lines = [header, '-'.repeat(header.length + 20)];
  for (const r of rows) {
    const label = pad(LABEL[r.outcome], 6);
    const shown = options.colour ? `${COLOUR[r.outcome]}${label}${RESET}  ` : `${label}  `;
    lines.push(
      shown +
        [
          pad(r.check, widths.check),
          pad(r.method, widths.method),
          pad(r.path, widths.path),
          pad(r.operationId, widths.op),
          detailOf(r),
        ].join('  '),
    );
    for (const e of r.errors ?? []) lines.push(`        ${formatSchemaError(e)}`);
  }
  return lines.join('\n');
}

export function renderEnvironment(report: Report): string {
  const env = report.environment;
  const who = (a: { username: string; roles: readonly string[] } | null) =>
    a ? `${a.username} (${a.roles.join(', ') || 'no roles'})` : '—';
  const switches = Object.entries(env.switches)
    .map(([name, on]) => `${name}=${on === null ? '?' : on ? 'on' : 'off'}`)
    .join(' ');
  return [
    `Contract ${env.contract.title} ${env.contract.version} (${env.contract.operations} operations) against ${env.baseUrl}`,
    `user: ${who(env.user)}   admin: ${who(env.admin)}   mutating: ${env.mutating ? 'yes' : 'no'}${env.only ? `   only: /${env.only}/` : ''}`,
    `switches: ${switches}   at ${env.timestamp}`,
    ...env.notes.map((n) => `note: ${n}`),
  ].join('\n');
}

/**
 * The whole text output: environment, table, failures again (so they are not lost in a long table), the known
 * server behaviours met, summary.
 */
export function renderReport(report: Report, options: RenderOptions): string {
  const failures = report.results.filter((r) => r.outcome === 'failed');
  const parts = [renderEnvironment(report), '', renderTable(report, options)];
  if (failures.length > 0) {
    parts.push('', `Failures (${failures.length}):`);
    for (const r of failures) {
      parts.push(`  ${r.method} ${r.path} ${r.operationId} (${r.check} check) ${detailOf(r)}`);
      for (const e of r.errors ?? []) parts.push(`      ${formatSchemaError(e)}`);
    }
  }
  parts.push(...knownSection(report.results));
  parts.push('', summaryLine(report.summary));
  return parts.join('\n');
}

export function writeReport(file: string, report: Report): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
