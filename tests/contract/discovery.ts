import type { ContractOp } from './contract';
import type { QueryValue, Scalar } from './http';

/**
 * Parameter discovery: ids are never invented. Every answer of a list operation is harvested into a pool of
 * records per entity (declared in HARVEST), and an operation's required parameters are taken from those records
 * (declared in DEFAULT_INPUTS by parameter name, with per-operation overrides in OP_INPUTS). Parameters that
 * belong together (a contest id and a display id of that contest's problem) come from the same record. An
 * operation whose required parameters have no record is skipped, naming the parameter and the sources tried.
 */

export type Entity =
  | 'problem'
  | 'contest'
  | 'contestProblem'
  | 'contestSubmission'
  | 'contestPrint'
  | 'training'
  | 'group'
  | 'groupProblem'
  | 'groupContest'
  | 'groupContestProblem'
  | 'groupTraining'
  | 'discussion'
  | 'comment'
  | 'submission'
  | 'user';

export interface HarvestRule {
  /** The list operation whose success answers are harvested. */
  op: string;
  entity: Entity;
  /** Dot path from `data` to the array of records; '' when `data` is the array. */
  at: string;
  /** Record field → source field of each list item. */
  fields: Readonly<Record<string, string>>;
  /** Record field → query parameter of the list call (for lists scoped by a parent id). */
  context?: Readonly<Record<string, string>>;
  /** Lower ranks are offered first (public lists before admin lists, which also hold hidden items). */
  rank: number;
}

/** A list scoped by one group (its `gid` parameter), answered as a page of records. */
const inGroup = (op: string, entity: Entity, fields: HarvestRule['fields'], rank: number): HarvestRule => ({
  op,
  entity,
  at: 'records',
  fields,
  context: { gid: 'gid' },
  rank,
});

export const HARVEST: readonly HarvestRule[] = [
  {
    op: 'getProblemList',
    entity: 'problem',
    at: 'records',
    fields: { pid: 'pid', problemId: 'problemId' },
    rank: 0,
  },
  {
    op: 'getAdminProblemList',
    entity: 'problem',
    at: 'records',
    fields: { pid: 'id', problemId: 'problemId' },
    rank: 1,
  },
  {
    op: 'getContestList',
    entity: 'contest',
    at: 'records',
    fields: { cid: 'id', status: 'status', auth: 'auth' },
    rank: 0,
  },
  {
    op: 'getAdminContestList',
    entity: 'contest',
    at: 'records',
    fields: { cid: 'id', status: 'status', auth: 'auth' },
    rank: 1,
  },
  {
    op: 'getContestProblem',
    entity: 'contestProblem',
    at: '',
    fields: { pid: 'pid', displayId: 'displayId' },
    context: { cid: 'cid' },
    rank: 0,
  },
  {
    op: 'getContestSubmissionList',
    entity: 'contestSubmission',
    at: 'records',
    fields: { submitId: 'submitId' },
    context: { cid: 'contestID' },
    rank: 0,
  },
  {
    op: 'getContestPrint',
    entity: 'contestPrint',
    at: 'records',
    fields: { id: 'id' },
    context: { cid: 'cid' },
    rank: 0,
  },
  { op: 'getTrainingList', entity: 'training', at: 'records', fields: { tid: 'id' }, rank: 0 },
  { op: 'getAdminTrainingList', entity: 'training', at: 'records', fields: { tid: 'id' }, rank: 1 },
  { op: 'getGroupList', entity: 'group', at: 'records', fields: { gid: 'id' }, rank: 0 },
  inGroup('getGroupProblemList', 'groupProblem', { pid: 'pid' }, 0),
  inGroup('getGroupAdminProblemList', 'groupProblem', { pid: 'id' }, 1),
  inGroup('getGroupContestList', 'groupContest', { cid: 'id' }, 0),
  inGroup('getGroupAdminContestList', 'groupContest', { cid: 'id' }, 1),
  {
    op: 'getGroupContestProblemList',
    entity: 'groupContestProblem',
    at: 'problemList.records',
    fields: { pid: 'id' },
    context: { cid: 'cid' },
    rank: 0,
  },
  inGroup('getGroupTrainingList', 'groupTraining', { tid: 'id' }, 0),
  inGroup('getGroupAdminTrainingList', 'groupTraining', { tid: 'id' }, 1),
  { op: 'getDiscussionList', entity: 'discussion', at: 'records', fields: { did: 'id' }, rank: 0 },
  // After the public ones: a group's discussions (the record keeps the group, which changes how they answer).
  inGroup('getGroupDiscussionList', 'discussion', { did: 'id' }, 1),
  { op: 'getComments', entity: 'comment', at: 'commentList.records', fields: { commentId: 'id' }, rank: 0 },
  { op: 'getJudgeList', entity: 'submission', at: 'records', fields: { submitId: 'submitId' }, rank: 0 },
  { op: 'getRankList', entity: 'user', at: 'records', fields: { uid: 'uid', username: 'username' }, rank: 0 },
  {
    op: 'getAdminUserList',
    entity: 'user',
    at: 'records',
    fields: { uid: 'uid', username: 'username' },
    rank: 1,
  },
];

/** Pseudo-source of the `user` records the logins answer (the accounts the suite runs as). */
export const LOGIN_SOURCE = 'login';

export type Input =
  | { kind: 'entity'; entity: Entity; field: string; required: boolean; many?: number }
  | { kind: 'value'; value: QueryValue }
  | { kind: 'unavailable'; reason: string };

const from = (entity: Entity, field: string, options: { optional?: boolean; many?: number } = {}): Input => ({
  kind: 'entity',
  entity,
  field,
  required: options.optional !== true,
  ...(options.many ? { many: options.many } : {}),
});
const value = (v: QueryValue): Input => ({ kind: 'value', value: v });
const unavailable = (reason: string): Input => ({ kind: 'unavailable', reason });

/** Required query parameters by name, for every operation without an override. */
export const DEFAULT_INPUTS: Readonly<Record<string, Input>> = {
  cid: from('contest', 'cid'),
  contestID: from('contest', 'cid'),
  pid: from('problem', 'pid'),
  problemId: from('problem', 'problemId'),
  tid: from('training', 'tid'),
  gid: from('group', 'gid'),
  did: from('discussion', 'did'),
  submitId: from('submission', 'submitId'),
  commentId: from('comment', 'commentId'),
  uid: from('user', 'uid'),
  username: from('user', 'username'),
};

/**
 * Per-operation inputs: overrides of the defaults, constants for required non-id parameters, and optional
 * parameters worth sending (`optional`: sent when a record exists, omitted otherwise).
 */
export const OP_INPUTS: Readonly<Record<string, Readonly<Record<string, Input>>>> = {
  getContestProblemDetails: {
    cid: from('contestProblem', 'cid'),
    displayId: from('contestProblem', 'displayId'),
  },
  getAdminContestProblem: { cid: from('contestProblem', 'cid'), pid: from('contestProblem', 'pid') },
  // onlyMine: the Boolean is unboxed without a default.
  getContestSubmissionList: { beforeContestSubmit: value(false), onlyMine: value(false) },
  downloadContestRank: { forceRefresh: value(false) },
  downloadContestPrintText: { id: from('contestPrint', 'id') },
  exportProblem: { pid: from('problem', 'pid', { many: 1 }) },
  getGroupProblem: { pid: from('groupProblem', 'pid') },
  getGroupProblemCases: { pid: from('groupProblem', 'pid') },
  getGroupContest: { cid: from('groupContest', 'cid') },
  getGroupContestProblemList: { cid: from('groupContest', 'cid') },
  getGroupContestAnnouncementList: { cid: from('groupContest', 'cid') },
  getGroupContestProblem: {
    cid: from('groupContestProblem', 'cid'),
    pid: from('groupContestProblem', 'pid'),
  },
  getGroupTraining: { tid: from('groupTraining', 'tid') },
  getGroupTrainingProblemList: { tid: from('groupTraining', 'tid') },
  // No server defaults for these two (a missing value is an unboxing error, HTTP 500).
  getGroupDiscussionList: { currentPage: value(1), limit: value(10) },
  getGroupAdminDiscussionList: { currentPage: value(1), limit: value(10) },
  // The Boolean is unboxed without a default; everybody's submissions are the visitor's view.
  getJudgeList: { onlyMine: value(false) },
  // Unboxed without a default too; every group is what the list shows a visitor.
  getGroupList: { onlyMine: value(false) },
  getRankList: { type: value(0) },
  getGroupRankList: { type: value(0) },
  getComments: { did: from('discussion', 'did', { optional: true }) },
  getUserHomeInfo: { username: from('user', 'username', { optional: true }) },
  getUserCalendarHeatmap: { username: from('user', 'username', { optional: true }) },
  getProblemTags: { pid: from('problem', 'pid', { optional: true }) },
  // One of tid / cid is needed; the training form is enough.
  getFullScreenProblemList: { tid: from('training', 'tid') },
  generateUserExcel: {
    key: unavailable('the key is answered by POST /api/admin/user/generate-user, which creates accounts'),
  },
  getTestJudgeResult: {
    testJudgeKey: unavailable('the key is answered by POST /api/submit-problem-test-judge, a self-test run'),
  },
};

export interface BodyPlan {
  inputs: Readonly<Record<string, Input>>;
  build(values: Readonly<Record<string, unknown>>): unknown;
}

const scoreboard = (v: Readonly<Record<string, unknown>>) => ({
  cid: v.cid,
  currentPage: 1,
  limit: 10,
  forceRefresh: false,
  removeStar: false,
  containsEnd: false,
  concernedList: [],
});

/** Request bodies of the reading POSTs (classify.ts READING_POSTS). */
export const READ_BODIES: Readonly<Record<string, BodyPlan>> = {
  getContestRank: { inputs: { cid: from('contest', 'cid') }, build: scoreboard },
  getContestOutsideScoreboard: { inputs: { cid: from('contest', 'cid') }, build: scoreboard },
  getContestUserNotReadAnnouncement: {
    inputs: { cid: from('contest', 'cid') },
    build: (v) => ({ cid: v.cid, readAnnouncementList: [] }),
  },
  getUserProblemStatus: {
    inputs: { pids: from('problem', 'pid', { many: 5 }) },
    build: (v) => ({ pidList: v.pids, isContestProblemList: false, containsEnd: false }),
  },
  checkCommonJudgeResult: {
    inputs: { submitIds: from('submission', 'submitId', { many: 5 }) },
    build: (v) => ({ submitIds: v.submitIds }),
  },
  checkContestJudgeResult: {
    inputs: { submitId: from('contestSubmission', 'submitId'), cid: from('contestSubmission', 'cid') },
    build: (v) => ({ submitIds: [v.submitId], cid: v.cid }),
  },
  checkUsernameOrEmail: {
    inputs: { username: from('user', 'username') },
    build: (v) => ({ username: v.username }),
  },
  getAdminRecentSession: { inputs: {}, build: () => ({}) },
};

export interface ReadPlan {
  query: Readonly<Record<string, Input>>;
  body?: BodyPlan;
}

/** The inputs of one read: its required query parameters plus the optional ones OP_INPUTS names. */
export function readPlan(op: ContractOp): ReadPlan {
  const overrides = OP_INPUTS[op.id] ?? {};
  const query: Record<string, Input> = {};
  for (const param of op.params) {
    if (param.in !== 'query') continue;
    const input =
      overrides[param.name] ??
      (param.required
        ? (DEFAULT_INPUTS[param.name] ?? unavailable(`no discovery rule for parameter ${param.name}`))
        : undefined);
    if (input) query[param.name] = input;
  }
  const body = READ_BODIES[op.id];
  return body ? { query, body } : { query };
}

export function planInputs(plan: ReadPlan): Input[] {
  return [...Object.values(plan.query), ...Object.values(plan.body?.inputs ?? {})];
}

/** Entities a plan reads from (required or optional). */
export function planEntities(plan: ReadPlan): Set<Entity> {
  return new Set(planInputs(plan).flatMap((i) => (i.kind === 'entity' ? [i.entity] : [])));
}

/** The operations that feed an entity. */
export function sourcesOf(entity: Entity): string[] {
  return HARVEST.filter((rule) => rule.entity === entity).map((rule) => rule.op);
}

export interface PoolRecord {
  entity: Entity;
  values: Readonly<Record<string, Scalar>>;
  source: string;
  rank: number;
  order: number;
}

const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function walk(data: unknown, path: string): unknown {
  if (path === '') return data;
  return path.split('.').reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[key];
  }, data);
}

/**
 * Offer the records most likely to be readable first: public, already started contests before private or
 * scheduled ones (contest auth 0 = public, status -1 = scheduled).
 */
function preference(record: PoolRecord): number {
  if (record.entity !== 'contest') return 0;
  return (record.values.auth === 0 ? 0 : 2) + (record.values.status === -1 ? 1 : 0);
}

export class Pool {
  private readonly records = new Map<Entity, PoolRecord[]>();
  private order = 0;

  add(entity: Entity, values: Record<string, Scalar>, source: string, rank: number): boolean {
    const list = this.records.get(entity) ?? [];
    const key = JSON.stringify(Object.entries(values).sort());
    if (list.some((r) => JSON.stringify(Object.entries(r.values).sort()) === key)) return false;
    list.push({ entity, values, source, rank, order: this.order++ });
    this.records.set(entity, list);
    return true;
  }

  /**
   * Takes the records of a success answer's `data`, by the HARVEST rules of the operation. Harvesting is
   * best effort: a record missing a field (or an answer that broke its schema) gives what it has.
   */
  harvest(opId: string, data: unknown, query: Readonly<Record<string, unknown>> = {}): number {
    let added = 0;
    for (const rule of HARVEST.filter((r) => r.op === opId)) {
      const items = walk(data, rule.at);
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (typeof item !== 'object' || item === null) continue;
        const values: Record<string, Scalar> = {};
        for (const [field, sourceField] of Object.entries(rule.fields)) {
          const v = (item as Record<string, unknown>)[sourceField];
          if (isScalar(v)) values[field] = v;
        }
        for (const [field, param] of Object.entries(rule.context ?? {})) {
          const v = query[param];
          if (isScalar(v)) values[field] = v;
        }
        if (Object.keys(values).length > 0 && this.add(rule.entity, values, opId, rule.rank)) added++;
      }
    }
    return added;
  }

  candidates(entity: Entity): PoolRecord[] {
    return [...(this.records.get(entity) ?? [])].sort(
      (a, b) => a.rank - b.rank || preference(a) - preference(b) || a.order - b.order,
    );
  }

  count(entity: Entity): number {
    return this.records.get(entity)?.length ?? 0;
  }

  /** The records of an entity whose `field` has this value. */
  where(entity: Entity, field: string, value: unknown): PoolRecord[] {
    return (this.records.get(entity) ?? []).filter((r) => r.values[field] === value);
  }
}

export interface Binding {
  query: Record<string, QueryValue>;
  body?: unknown;
  /** e.g. `cid=3 displayId=A (from getContestProblem)`. */
  label: string;
}

export type BindResult = { ok: true; candidates: Binding[] } | { ok: false; reason: string };

/** How many alternative records a read tries when the server refuses or does not find the first. */
export const MAX_CANDIDATES = 3;

/**
 * Binds a plan to records of the pool: up to `max` alternative bindings, each taking all inputs of one entity
 * from the same record.
 */
export function bindPlan(plan: ReadPlan, pool: Pool, max = MAX_CANDIDATES): BindResult {
  const named: [string, Input][] = [
    ...Object.entries(plan.query).map(([name, input]): [string, Input] => [`query:${name}`, input]),
    ...Object.entries(plan.body?.inputs ?? {}).map(([name, input]): [string, Input] => [
      `body:${name}`,
      input,
    ]),
  ];
  const groups = new Map<Entity, { name: string; input: Extract<Input, { kind: 'entity' }> }[]>();
  for (const [name, input] of named) {
    if (input.kind === 'unavailable') return { ok: false, reason: `${name.split(':')[1]}: ${input.reason}` };
    if (input.kind !== 'entity') continue;
    const list = groups.get(input.entity) ?? [];
    list.push({ name, input });
    groups.set(input.entity, list);
  }
  const recordsOf = new Map<Entity, PoolRecord[]>();
  for (const [entity, inputs] of groups) {
    const fields = inputs.filter((i) => i.input.required).map((i) => i.input.field);
    const usable = pool.candidates(entity).filter((r) => fields.every((f) => r.values[f] !== undefined));
    if (usable.length === 0 && fields.length > 0) {
      const params = inputs.map((i) => i.name.split(':')[1]).join(', ');
      const sources = sourcesOf(entity);
      const where = sources.length > 0 ? sources.join(', ') : 'no list operation';
      return { ok: false, reason: `cannot discover ${params}: no ${entity} record from ${where}` };
    }
    recordsOf.set(entity, usable);
  }
  const rounds = Math.min(max, Math.max(1, ...[...recordsOf.values()].map((r) => r.length)));
  const candidates: Binding[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    const query: Record<string, QueryValue> = {};
    const bodyValues: Record<string, unknown> = {};
    const labels: string[] = [];
    const sources = new Set<string>();
    for (const [name, input] of named) {
      const [where = '', param = ''] = name.split(':');
      let v: QueryValue | undefined;
      if (input.kind === 'value') v = input.value;
      else if (input.kind === 'entity') {
        const records = recordsOf.get(input.entity) ?? [];
        if (input.many) {
          const picked = records
            .map((r) => r.values[input.field])
            .filter((x): x is Scalar => x !== undefined);
          v = [...new Set(picked)].slice(0, input.many);
          if (v.length === 0) v = undefined;
          records.slice(0, input.many).forEach((r) => sources.add(r.source));
        } else {
          const record = records[round % Math.max(records.length, 1)];
          v = record?.values[input.field];
          if (record && v !== undefined) sources.add(record.source);
        }
      }
      if (v === undefined) continue;
      if (where === 'query') query[param] = v;
      else bodyValues[param] = v;
      if (input.kind === 'entity') labels.push(`${param}=${Array.isArray(v) ? v.join(',') : String(v)}`);
    }
    const key = JSON.stringify([query, bodyValues]);
    if (seen.has(key)) continue;
    seen.add(key);
    const from = sources.size > 0 ? ` (from ${[...sources].join(', ')})` : '';
    candidates.push({
      query,
      ...(plan.body ? { body: plan.body.build(bodyValues) } : {}),
      label: labels.length > 0 ? `${labels.join(' ')}${from}` : '',
    });
  }
  return { ok: true, candidates };
}
