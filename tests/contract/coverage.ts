import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How much of the HOJ backend the contract covers: every endpoint of `endpoints.json` (the backend's facts)
 * must be an operation of the bundled contract with the same path, method and query-parameter names (and the
 * same `required`). Operations the backend lacks must be marked `x-extension`. Exclusions are only for endpoints
 * the backend marks deprecated and no front end calls, each with its reason.
 */

export interface BackendEndpoint {
  method: string;
  path: string;
  query: { name: string; required: boolean }[];
  body: { kind: string };
}

interface ContractParameter {
  name: string;
  in: string;
  required?: boolean;
}
interface ContractOperation {
  operationId?: string;
  parameters?: (ContractParameter | { $ref: string })[];
  requestBody?: { content?: Record<string, unknown> };
  'x-extension'?: boolean;
}
export interface Contract {
  paths: Record<string, Record<string, ContractOperation | unknown>>;
  components?: { parameters?: Record<string, ContractParameter> };
}

/** A parameter, or the shared one a `#/components/parameters/...` reference points to. */
function resolveParameter(
  contract: Contract,
  p: ContractParameter | { $ref: string },
): ContractParameter | undefined {
  if (!('$ref' in p)) return p;
  const name = p.$ref.startsWith('#/components/parameters/') ? p.$ref.split('/').pop() : undefined;
  return name ? contract.components?.parameters?.[name] : undefined;
}

/** Endpoints left out on purpose. Only deprecated endpoints no front end calls may be listed here. */
export const EXCLUSIONS: readonly { method: string; path: string; reason: string }[] = [];

/**
 * Query parameters the backend's annotation leaves optional but its code cannot do without (an unboxed null answers
 * HTTP 500). The contract marks them required so clients always send them; each is listed here with its reason, and
 * an entry that no longer matches the contract or the backend is itself reported.
 */
export const REQUIRED_BY_BEHAVIOUR: readonly {
  method: string;
  path: string;
  parameter: string;
  reason: string;
}[] = [
  ...(['/api/group/get-discussion-list', '/api/group/get-admin-discussion-list'] as const).flatMap((path) =>
    (['limit', 'currentPage'] as const).map((parameter) => ({
      method: 'GET',
      path,
      parameter,
      reason: 'no server default: a missing value is unboxed from null and answers HTTP 500',
    })),
  ),
  ...(['/api/get-submission-list', '/api/contest-submissions'] as const).map((path) => ({
    method: 'GET',
    path,
    parameter: 'onlyMine',
    reason: 'the Boolean is unboxed without a default: a missing value answers HTTP 500',
  })),
  {
    method: 'GET',
    path: '/api/get-group-list',
    parameter: 'onlyMine',
    reason:
      'GroupManager takes a primitive boolean: a missing value is unboxed from null and answers HTTP 500',
  },
];

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** `@RequestMapping` without a method accepts any; the contract documents the one hoj-vue uses (GET). */
const contractMethod = (method: string) => (method === 'ANY' ? 'get' : method.toLowerCase());

export interface Difference {
  endpoint: string;
  problem: string;
}

export interface CoverageReport {
  endpoints: number;
  excluded: { endpoint: string; reason: string }[];
  covered: number;
  parametersMatching: number;
  extensions: string[];
  /** Parameters the contract requires although the backend's annotation does not (see REQUIRED_BY_BEHAVIOUR). */
  stricter: { endpoint: string; parameter: string; reason: string }[];
  differences: Difference[];
}

function operationOf(contract: Contract, path: string, method: string): ContractOperation | undefined {
  const item = contract.paths[path];
  const op = item?.[method];
  return typeof op === 'object' && op !== null ? (op as ContractOperation) : undefined;
}

function bodyKind(op: ContractOperation): string {
  const types = Object.keys(op.requestBody?.content ?? {});
  if (types.length === 0) return 'none';
  return types.includes('multipart/form-data') ? 'multipart' : 'json';
}

export function coverage(
  endpoints: readonly BackendEndpoint[],
  contract: Contract,
  requiredByBehaviour: typeof REQUIRED_BY_BEHAVIOUR = REQUIRED_BY_BEHAVIOUR,
): CoverageReport {
  const differences: Difference[] = [];
  const excluded: CoverageReport['excluded'] = [];
  const stricter: CoverageReport['stricter'] = [];
  const usedStricter = new Set<(typeof requiredByBehaviour)[number]>();
  const seen = new Set<string>();
  let covered = 0;
  let parametersMatching = 0;

  for (const endpoint of endpoints) {
    const method = contractMethod(endpoint.method);
    const label = `${endpoint.method} ${endpoint.path}`;
    seen.add(`${method} ${endpoint.path}`);
    const exclusion = EXCLUSIONS.find((e) => e.method === endpoint.method && e.path === endpoint.path);
    if (exclusion) {
      excluded.push({ endpoint: label, reason: exclusion.reason });
      continue;
    }
    const op = operationOf(contract, endpoint.path, method);
    if (!op) {
      const other = METHODS.filter((m) => operationOf(contract, endpoint.path, m));
      differences.push({
        endpoint: label,
        problem: other.length
          ? `path is in the contract with ${other.join(', ').toUpperCase()} only`
          : 'missing from the contract',
      });
      continue;
    }
    covered += 1;

    const problems: string[] = [];
    const parameters = (op.parameters ?? []).map((p) => resolveParameter(contract, p));
    if (parameters.includes(undefined)) problems.push('a parameter reference does not resolve');
    const contractQuery = new Map(
      parameters.filter((p) => p?.in === 'query').map((p) => [p!.name, Boolean(p!.required)]),
    );
    for (const q of endpoint.query) {
      const allowance = requiredByBehaviour.find(
        (a) => a.method === endpoint.method && a.path === endpoint.path && a.parameter === q.name,
      );
      if (!contractQuery.has(q.name)) problems.push(`query parameter "${q.name}" missing`);
      else if (allowance && contractQuery.get(q.name) === true && !q.required) {
        usedStricter.add(allowance);
        stricter.push({ endpoint: label, parameter: q.name, reason: allowance.reason });
      } else if (contractQuery.get(q.name) !== q.required)
        problems.push(
          `query parameter "${q.name}" required=${contractQuery.get(q.name)}, backend ${q.required}`,
        );
    }
    const backendNames = new Set(endpoint.query.map((q) => q.name));
    for (const name of contractQuery.keys()) {
      if (!backendNames.has(name)) problems.push(`query parameter "${name}" is not read by the backend`);
    }
    const expectedBody = ['dto', 'map', 'array'].includes(endpoint.body.kind) ? 'json' : endpoint.body.kind;
    if (bodyKind(op) !== expectedBody) problems.push(`request body ${bodyKind(op)}, backend ${expectedBody}`);

    if (problems.length === 0) parametersMatching += 1;
    for (const problem of problems) differences.push({ endpoint: label, problem });
  }

  for (const allowance of requiredByBehaviour) {
    // An entry for an endpoint the backend no longer has shows up as a contract operation without a backend.
    if (usedStricter.has(allowance) || !seen.has(`${contractMethod(allowance.method)} ${allowance.path}`))
      continue;
    differences.push({
      endpoint: `${allowance.method} ${allowance.path}`,
      problem: `query parameter "${allowance.parameter}" is listed as required by behaviour, but the contract does not require it or the backend already does`,
    });
  }

  const extensions: string[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = operationOf(contract, path, method);
      if (!op || seen.has(`${method} ${path}`)) continue;
      const label = `${method.toUpperCase()} ${path}`;
      if (op['x-extension'] === true) extensions.push(label);
      else
        differences.push({ endpoint: label, problem: 'not a backend endpoint and not marked x-extension' });
    }
    void item;
  }

  return {
    endpoints: endpoints.length,
    excluded,
    covered,
    parametersMatching,
    extensions,
    stricter,
    differences,
  };
}

export function formatReport(report: CoverageReport): string {
  const counted = report.endpoints - report.excluded.length;
  const pct = (n: number) => `${((100 * n) / Math.max(counted, 1)).toFixed(1)}%`;
  const lines = [
    `Backend endpoints: ${report.endpoints} (${report.excluded.length} excluded)`,
    `In the contract with the same path and method: ${report.covered}/${counted} (${pct(report.covered)})`,
    `With matching query parameters and body kind: ${report.parametersMatching}/${counted} (${pct(report.parametersMatching)})`,
    `Extensions (x-extension, not in the backend): ${report.extensions.length}`,
    ...report.extensions.map((e) => `  + ${e}`),
  ];
  if (report.stricter.length)
    lines.push(
      "Required by the server's behaviour (its annotation says optional):",
      ...report.stricter.map((s) => `  * ${s.endpoint} ${s.parameter}: ${s.reason}`),
    );
  if (report.excluded.length)
    lines.push('Excluded:', ...report.excluded.map((e) => `  - ${e.endpoint}: ${e.reason}`));
  lines.push(report.differences.length ? 'Differences:' : 'Differences: none');
  lines.push(...report.differences.map((d) => `  ! ${d.endpoint}: ${d.problem}`));
  return lines.join('\n');
}

function main(argv: readonly string[]) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const flag = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const endpointsPath = resolve(flag('--endpoints') ?? join(root, '../shared/hoj-api/endpoints.json'));
  const contractPath = resolve(flag('--contract') ?? join(root, 'generated/openapi.json'));
  if (!existsSync(endpointsPath)) {
    // The facts live beside the repository (../shared), so a clone elsewhere can still run the test command.
    if (argv.includes('--if-present')) {
      console.warn(
        `SKIPPED: ${endpointsPath} not found, contract coverage not measured (pass --endpoints PATH)`,
      );
      return;
    }
    console.error(`${endpointsPath} not found: pass --endpoints PATH to the backend's endpoints.json`);
    process.exitCode = 2;
    return;
  }
  const endpoints = JSON.parse(readFileSync(endpointsPath, 'utf8')) as BackendEndpoint[];
  const contract = JSON.parse(readFileSync(contractPath, 'utf8')) as Contract;
  const report = coverage(endpoints, contract);
  console.info(formatReport(report));
  const out = join(root, 'tests/reports/contract-coverage.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  const counted = report.endpoints - report.excluded.length;
  const complete = report.covered === counted && report.parametersMatching === counted;
  if (!complete || report.differences.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
