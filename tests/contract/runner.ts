import { isAdminRole } from '@hoj/core/domain/roles';
import { ANONYMOUS, declaredAccess, isSuperuser, principal } from './access';
import { isRead, mutatingReason, STATE_DEPENDENT } from './classify';
import { document, operations, requireOperation, type ContractOp } from './contract';
import { bindPlan, LOGIN_SOURCE, planEntities, Pool, readPlan, sourcesOf, type Binding } from './discovery';
import { FLOWS } from './flows';
import type { FlowCaller, FlowHost, ProbeAnswer, StepOptions, StepRequest, StepResult } from './flowTypes';
import {
  describeAnswer,
  envelopeOf,
  send,
  TransportError,
  type Answer,
  type ApiRequest,
  type QueryValue,
} from './http';
import { INERT_ID, INERT_TEXT, inertRequest } from './inert';
import {
  judgeAnonymousRefusal,
  judgeAnswer,
  judgeUserRefusal,
  switchesFrom,
  SWITCH_FIELDS,
  type Verdict,
} from './judge';
import { hasHiddenUnreadAnnouncements, isUndeclaredRenewal, knownList, type KnownBehaviour } from './known';
import { summarize, type CheckKind, type CheckResult, type Outcome, type Report } from './results';

/**
 * Runs the conformance suite against one backend: logins, every read with discovered parameters, the access
 * checks, and (with `mutating`) the create/update/delete flows. Requests are sequential; mutating calls are
 * never retried. Reads may be repeated with other discovered ids or a more privileged account when the server
 * refuses or does not find the first (see `readOperation`).
 */

export interface Account {
  username: string;
  password: string;
}

export interface SuiteOptions {
  baseUrl: string;
  user?: Account;
  admin?: Account;
  mutating: boolean;
  /** Only operations whose operationId or `METHOD /path` matches (discovery sources still run, unreported). */
  only?: RegExp;
  timeoutMs: number;
  /** Progress lines (phases), e.g. to stderr. */
  progress?: (line: string) => void;
  /** Distinguishes the names of what the flows create; defaults to a time-based id. */
  runId?: string;
  /**
   * Lets `ms` of server time pass between two polls of a judge status; a real wait by default. Against the mock
   * backend a test moves the mock's clock instead, so the judge's seconds cost no wall time.
   */
  wait?: (ms: number) => Promise<void>;
}

/** Setup failures (unreachable server, failed login): the CLI exits 2 with the message. */
export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

interface Caller extends FlowCaller {
  token: string | null;
}

const CHECK_ORDER: readonly CheckKind[] = ['login', 'read', 'anonymous', 'user', 'flow', 'none'];

/** Consecutive timeouts or connection failures after which the run stops. */
const MAX_TRANSPORT_FAILURES = 5;

/** Logouts revoke the token: their refusal checks run last, so a server that wrongly accepts one harms nothing else. */
const TOKEN_KILLERS = new Set(['logout', 'adminLogout']);

function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

class Suite implements FlowHost {
  readonly results: CheckResult[] = [];
  readonly pool = new Pool();
  readonly notes: string[] = [];
  switches: Record<string, boolean | null> = Object.fromEntries(
    Object.keys(SWITCH_FIELDS).map((k) => [k, null]),
  );
  readonly anonymous: Caller = { kind: 'anonymous', name: 'anonymous', principal: ANONYMOUS, token: null };
  user?: Caller;
  admin?: Caller;
  readonly runId: string;
  private transportFailures = 0;

  constructor(private readonly options: SuiteOptions) {
    this.runId = options.runId ?? Date.now().toString(36);
  }

  private matches(op: ContractOp): boolean {
    const only = this.options.only;
    return !only || only.test(op.id) || only.test(`${op.method} ${op.path}`);
  }

  private progress(line: string): void {
    this.options.progress?.(line);
  }

  private record(
    op: ContractOp,
    check: CheckKind,
    outcome: Outcome,
    detail: string,
    extra: Partial<CheckResult> = {},
  ): void {
    this.results.push({
      check,
      operationId: op.id,
      method: op.method,
      path: op.path,
      outcome,
      detail,
      ...extra,
    });
  }

  /**
   * One request as `caller`; adopts a renewed token (`Refresh-Token: true`) as the real client does. A server
   * that stops answering ends the run (SetupError) instead of failing every remaining check after a timeout.
   */
  private async call(caller: Caller, request: Omit<ApiRequest, 'token'>): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await send(this.options.baseUrl, { ...request, token: caller.token }, this.options.timeoutMs);
      this.transportFailures = 0;
    } catch (error) {
      if (error instanceof TransportError && ++this.transportFailures >= MAX_TRANSPORT_FAILURES) {
        throw new SetupError(
          `${this.options.baseUrl} stopped answering: ${this.transportFailures} requests in a row failed ` +
            `(last: ${request.method} ${request.path}: ${error.message})`,
        );
      }
      throw error;
    }
    const renewed = answer.headers.get('authorization');
    if (caller.token && answer.headers.get('refresh-token') === 'true' && renewed) caller.token = renewed;
    return answer;
  }

  /** Status facts of an answer for its row, with the known server behaviours it showed (and `also`). */
  private static answerFacts(
    op: ContractOp,
    answer: Answer,
    also: readonly KnownBehaviour[] = [],
  ): Partial<CheckResult> {
    const env = envelopeOf(answer);
    const known = knownList(isUndeclaredRenewal(op, answer) ? ['renewalAnywhere'] : [], also);
    return {
      httpStatus: answer.httpStatus,
      ...(env ? { bodyStatus: env.status } : {}),
      ms: answer.ms,
      ...(known.length > 0 ? { known } : {}),
    };
  }

  // ---- setup ---------------------------------------------------------------------------------------------

  async readSwitches(): Promise<void> {
    const op = requireOperation('getWebsiteConfig');
    let answer: Answer;
    try {
      answer = await this.call(this.anonymous, { method: op.method, path: op.path });
    } catch (error) {
      throw new SetupError(`Cannot reach ${this.options.baseUrl}: ${(error as Error).message}`);
    }
    const env = envelopeOf(answer);
    if (answer.httpStatus === 200 && env?.status === 200) this.switches = switchesFrom(env.data);
    else this.notes.push(`feature switches unknown: ${op.path} answered ${describeAnswer(answer)}`);
  }

  async login(kind: 'user' | 'admin', account: Account): Promise<Caller> {
    const op = requireOperation(kind === 'admin' ? 'adminLogin' : 'login');
    let answer: Answer;
    try {
      answer = await send(
        this.options.baseUrl,
        { method: op.method, path: op.path, body: { kind: 'json', value: account } },
        this.options.timeoutMs,
      );
    } catch (error) {
      throw new SetupError(`Cannot reach ${this.options.baseUrl}: ${(error as Error).message}`);
    }
    const env = envelopeOf(answer);
    const who = `${kind} ${account.username}`;
    if (answer.httpStatus !== 200 || env?.status !== 200) {
      throw new SetupError(`Login of ${who} failed (${op.method} ${op.path}): ${describeAnswer(answer)}`);
    }
    const token = answer.headers.get('authorization');
    if (!token) {
      throw new SetupError(
        `Login of ${who} answered success but sent no Authorization header with the token`,
      );
    }
    const data = (env.data ?? {}) as Record<string, unknown>;
    const roles = Array.isArray(data.roleList)
      ? data.roleList.filter((r): r is string => typeof r === 'string')
      : [];
    const verdict = judgeAnswer(op, answer, this.switches, true);
    if (this.matches(op)) {
      const bad = verdict.kind === 'success' && verdict.errors.length > 0;
      this.record(
        op,
        'login',
        bad ? 'failed' : 'passed',
        bad ? verdict.detail : `token issued, roles ${roles.join(', ') || '(none)'}`,
        {
          caller: account.username,
          ...Suite.answerFacts(op, answer),
          ...(bad ? { errors: verdict.errors } : {}),
        },
      );
    }
    const uid = typeof data.uid === 'string' ? data.uid : undefined;
    const username = typeof data.username === 'string' ? data.username : account.username;
    this.pool.add('user', uid ? { uid, username } : { username }, LOGIN_SOURCE, 0);
    return { kind, name: account.username, principal: principal(roles), token, ...(uid ? { uid } : {}) };
  }

  // ---- reads ---------------------------------------------------------------------------------------------

  /** Accounts that the contract admits for `op`, least privileged first. */
  private callersFor(op: ContractOp): Caller[] {
    return [this.anonymous, this.user, this.admin].filter(
      (c): c is Caller => c !== undefined && declaredAccess(op, c.principal).allowed,
    );
  }

  private bodyOf(op: ContractOp, binding: Binding): ApiRequest['body'] {
    return op.method === 'GET' || binding.body === undefined
      ? undefined
      : { kind: 'json', value: binding.body };
  }

  /**
   * Calls a read with the least privileged admitted account and the first discovered ids. A refusal or
   * not-found in the body tries the next ids (up to three), then the next account. The verdict:
   * - a success is validated against the 200 schema (passed, or failed with the first schema errors);
   * - a broken answer (HTTP error for an admitted caller, no envelope, body 500, error body not an
   *   ErrorResult, timeout) fails at once;
   * - a known server behaviour instead of an answer (known.ts) is noted and the next ids or account are tried;
   * - nothing found for any ids: skipped, a discovery problem (the ids the suite could find were not enough);
   * - refused with a feature switch off, or for reads whose refusal depends on the object's state: skipped;
   * - still refused for root: failed (root passes every service-level rule of HOJ);
   * - refused for lesser accounts only: skipped (a service rule such as group membership; give root to judge).
   * Every known behaviour met on the way is named in the row.
   */
  private async readOperation(op: ContractOp, reported: boolean): Promise<void> {
    const met: KnownBehaviour[] = [];
    const report = (outcome: Outcome, detail: string, extra: Partial<CheckResult> = {}) => {
      if (!reported) return;
      const known = knownList(met, extra.known);
      this.record(op, 'read', outcome, detail, { ...extra, ...(known.length > 0 ? { known } : {}) });
    };
    const plan = readPlan(op);
    const bound = bindPlan(plan, this.pool);
    if (!bound.ok) return report('skipped', bound.reason);
    const chain = this.callersFor(op);
    if (chain.length === 0) {
      const reason = declaredAccess(op, this.user?.principal ?? this.admin?.principal ?? ANONYMOUS).reason;
      return report(
        'skipped',
        `no account given that may call it (${reason}); pass --admin with a root account`,
      );
    }
    const attempts: { caller: Caller; binding: Binding; verdict: Verdict; answer: Answer }[] = [];
    calls: for (const caller of chain) {
      for (const binding of bound.candidates) {
        let answer: Answer;
        try {
          answer = await this.call(caller, {
            method: op.method,
            path: op.path,
            query: binding.query,
            body: this.bodyOf(op, binding),
          });
        } catch (error) {
          if (error instanceof SetupError) throw error;
          const message = error instanceof TransportError ? `${error.kind}: ${error.message}` : String(error);
          return report('failed', message, { caller: caller.name, params: binding.label });
        }
        const verdict = judgeAnswer(op, answer, this.switches, caller.kind === 'anonymous', {
          groupDiscussion: this.isGroupDiscussion(binding),
        });
        attempts.push({ caller, binding, verdict, answer });
        met.push(...(Suite.answerFacts(op, answer).known ?? []));
        const facts = { caller: caller.name, params: binding.label, ...Suite.answerFacts(op, answer) };
        const earlier = Suite.earlierRefusals(attempts.slice(0, -1));
        if (verdict.kind === 'success') {
          this.pool.harvest(op.id, verdict.data, binding.query);
          if (hasHiddenUnreadAnnouncements(op, verdict.data)) met.push('hiddenUnreadAnnouncements');
          if (verdict.errors.length > 0)
            return report('failed', verdict.detail, { ...facts, errors: verdict.errors });
          return report('passed', `valid${earlier}`, facts);
        }
        if (verdict.kind === 'file') return report('passed', `${verdict.detail}${earlier}`, facts);
        if (verdict.kind === 'absent') return report('skipped', verdict.detail, facts);
        if (verdict.kind === 'broken') {
          return report('failed', verdict.detail, {
            ...facts,
            ...(verdict.errors?.length ? { errors: verdict.errors } : {}),
          });
        }
        if (verdict.kind === 'known') {
          met.push(...verdict.known);
          continue;
        }
        if (verdict.kind === 'refused') met.push(...(verdict.known ?? []));
        // A switched-off feature refuses every id and every account alike.
        if (verdict.kind === 'refused' && verdict.switchOff) break calls;
      }
    }
    const last = attempts[attempts.length - 1];
    if (!last) return report('skipped', 'no call was made');
    const facts = {
      caller: last.caller.name,
      params: last.binding.label,
      ...Suite.answerFacts(op, last.answer),
    };
    const fileRefusal = [...attempts].reverse().find((a) => a.verdict.kind === 'fileRefused');
    if (fileRefusal) {
      return report(
        'passed',
        `${fileRefusal.verdict.detail} (a valid ErrorResult; no candidate streamed a file)`,
        {
          caller: fileRefusal.caller.name,
          params: fileRefusal.binding.label,
          ...Suite.answerFacts(op, fileRefusal.answer),
        },
      );
    }
    const tried = `${attempts.length} call(s) as ${[...new Set(attempts.map((a) => a.caller.name))].join(', ')}`;
    const v = last.verdict;
    if (v.kind === 'known') {
      return report('skipped', `only known server behaviours (${tried}); last ${v.detail}`, facts);
    }
    if (v.kind === 'notFound') {
      return report(
        'skipped',
        `discovery: not found for any discovered id (${tried}); last ${v.detail}`,
        facts,
      );
    }
    if (v.kind === 'refused' && v.switchOff) {
      const names = [...op.featureSwitches, ...op.serviceSwitches].join('/');
      return report('skipped', `feature switch ${names} off or unknown: ${v.detail}`, facts);
    }
    const stateRule = STATE_DEPENDENT[op.id];
    if (stateRule)
      return report(
        'skipped',
        `${stateRule}; refused for every discovered id (${tried}): ${v.detail}`,
        facts,
      );
    if (isSuperuser(last.caller.principal)) {
      return report('failed', `refused even for root (${tried}): ${v.detail}`, facts);
    }
    return report(
      'skipped',
      `refused by a service rule for ${tried}: ${v.detail}; only a root account (--admin) can judge it`,
      facts,
    );
  }

  /** Whether a binding asks about a discussion that was discovered in a group's discussion list. */
  private isGroupDiscussion(binding: Binding): boolean {
    const did = binding.query.did;
    return this.pool.where('discussion', 'did', did).some((r) => r.values.gid !== undefined);
  }

  private static earlierRefusals(attempts: readonly { caller: Caller; verdict: Verdict }[]): string {
    if (attempts.length === 0) return '';
    const last = attempts[attempts.length - 1];
    if (!last) return '';
    const detail = 'detail' in last.verdict ? last.verdict.detail : '';
    return ` (after ${attempts.length} refused/not-found call(s); last as ${last.caller.name}: ${detail})`;
  }

  /**
   * Runs reads in dependency order: an operation waits until every source of the entities it takes ids from
   * has run, so lists come before details. `--only` still runs the sources it needs, without reporting them.
   */
  async reads(): Promise<void> {
    const reads = operations.filter(isRead);
    const selected = new Set(reads.filter((op) => this.matches(op)).map((op) => op.id));
    const needed = new Set(selected);
    const addSources = (op: ContractOp) => {
      for (const entity of planEntities(readPlan(op))) {
        for (const source of sourcesOf(entity)) {
          if (needed.has(source)) continue;
          needed.add(source);
          addSources(requireOperation(source));
        }
      }
    };
    reads.filter((op) => selected.has(op.id)).forEach(addSources);
    const pending = reads.filter((op) => needed.has(op.id));
    const done = new Set<string>();
    this.progress(`reads: ${selected.size} operation(s)`);
    while (pending.length > 0) {
      const waitsFor = (op: ContractOp) =>
        [...planEntities(readPlan(op))].some((e) =>
          sourcesOf(e).some((s) => s !== op.id && needed.has(s) && !done.has(s)),
        );
      let ready = pending.filter((op) => !waitsFor(op));
      if (ready.length === 0) ready = [...pending];
      for (const op of ready) {
        await this.readOperation(op, selected.has(op.id));
        done.add(op.id);
        pending.splice(pending.indexOf(op), 1);
      }
    }
  }

  // ---- access checks -------------------------------------------------------------------------------------

  /** Discovered parameters for a read when there are some, an inert request otherwise. */
  private checkRequest(op: ContractOp): Omit<ApiRequest, 'token'> {
    if (isRead(op)) {
      const plan = readPlan(op);
      const bound = bindPlan(plan, this.pool, 1);
      const binding = bound.ok ? bound.candidates[0] : undefined;
      if (binding)
        return { method: op.method, path: op.path, query: binding.query, body: this.bodyOf(op, binding) };
      const inert = inertRequest(op);
      if (plan.body) {
        const values = Object.fromEntries(
          Object.entries(plan.body.inputs).map(([name, input]) => {
            const v: QueryValue =
              input.kind === 'entity' && input.field === 'username' ? INERT_TEXT : INERT_ID;
            return [name, input.kind === 'entity' && input.many ? [v] : v];
          }),
        );
        return {
          method: op.method,
          path: op.path,
          query: inert.query,
          body: { kind: 'json', value: plan.body.build(values) },
        };
      }
      return { method: op.method, path: op.path, ...inert };
    }
    return { method: op.method, path: op.path, ...inertRequest(op) };
  }

  async anonymousChecks(): Promise<void> {
    const ops = operations.filter((op) => op.needsLogin && this.matches(op));
    this.progress(`anonymous access: ${ops.length} operation(s)`);
    for (const op of ops) {
      try {
        const answer = await this.call(this.anonymous, this.checkRequest(op));
        const verdict = judgeAnonymousRefusal(op, answer, this.switches);
        this.record(op, 'anonymous', verdict.outcome, verdict.detail, {
          caller: 'anonymous',
          ...Suite.answerFacts(op, answer, verdict.known),
          ...(verdict.errors ? { errors: verdict.errors } : {}),
        });
      } catch (error) {
        if (error instanceof SetupError) throw error;
        this.record(op, 'anonymous', 'failed', String((error as Error).message), { caller: 'anonymous' });
      }
    }
  }

  /** `POST /api/admin/login` with the normal user's credentials: refused (HTTP 200 + body 401 on HOJ), no token. */
  async userAdminLogin(): Promise<void> {
    const op = requireOperation('adminLogin');
    const account = this.options.user;
    if (!account || !this.user || !this.matches(op)) return;
    if (isAdminRole(this.user.principal.roles)) return;
    try {
      const answer = await this.call(this.anonymous, {
        method: op.method,
        path: op.path,
        body: { kind: 'json', value: account },
      });
      const verdict = judgeUserRefusal(op, answer, this.switches, 'holds no admin role');
      const leaked = answer.headers.get('authorization') && verdict.outcome === 'passed';
      this.record(
        op,
        'user',
        leaked ? 'failed' : verdict.outcome,
        leaked ? `${verdict.detail}, but a token was issued` : verdict.detail,
        {
          caller: account.username,
          ...Suite.answerFacts(op, answer, verdict.known),
          ...(verdict.errors ? { errors: verdict.errors } : {}),
        },
      );
    } catch (error) {
      if (error instanceof SetupError) throw error;
      this.record(op, 'user', 'failed', String((error as Error).message), { caller: account.username });
    }
  }

  /** Operations the user lacks the declared role/permission for; mutating ones only with `mutating`. */
  async userChecks(which: 'reads' | 'mutating'): Promise<void> {
    const user = this.user;
    if (!user) return;
    const ops = operations
      .filter((op) => this.matches(op) && (which === 'reads' ? isRead(op) : !isRead(op)))
      .filter((op) => !declaredAccess(op, user.principal).allowed)
      .sort((a, b) => Number(TOKEN_KILLERS.has(a.id)) - Number(TOKEN_KILLERS.has(b.id)));
    this.progress(
      `refusals for ${user.name}: ${ops.length} ${which === 'reads' ? 'read' : 'mutating'} operation(s)`,
    );
    for (const op of ops) {
      const lacking = declaredAccess(op, user.principal).reason;
      try {
        const answer = await this.call(user, this.checkRequest(op));
        const verdict = judgeUserRefusal(op, answer, this.switches, lacking);
        this.record(op, 'user', verdict.outcome, verdict.detail, {
          caller: user.name,
          ...Suite.answerFacts(op, answer, verdict.known),
          ...(verdict.errors ? { errors: verdict.errors } : {}),
        });
      } catch (error) {
        if (error instanceof SetupError) throw error;
        this.record(op, 'user', 'failed', String((error as Error).message), { caller: user.name });
      }
    }
  }

  // ---- flows (FlowHost) ----------------------------------------------------------------------------------

  async step(
    flow: string,
    flowCaller: FlowCaller,
    opId: string,
    request: StepRequest,
    what: string,
    options: StepOptions = {},
  ): Promise<StepResult> {
    const op = requireOperation(opId);
    const caller = flowCaller as Caller;
    const label = `flow ${flow}: ${what}`;
    const extra = { flow, caller: caller.name };
    let answer: Answer;
    try {
      answer = await this.call(caller, {
        method: op.method,
        path: op.path,
        ...(request.query ? { query: request.query } : {}),
        ...(request.body !== undefined ? { body: { kind: 'json', value: request.body } } : {}),
      });
    } catch (error) {
      if (error instanceof SetupError) throw error;
      const detail = `${label}: ${(error as Error).message}`;
      this.record(op, 'flow', 'failed', detail, extra);
      return { ok: false, refused: false, detail };
    }
    const verdict = judgeAnswer(op, answer, this.switches, false);
    const facts = {
      ...extra,
      ...Suite.answerFacts(op, answer, verdict.kind === 'refused' ? verdict.known : []),
    };
    if (verdict.kind === 'success') {
      const bad = verdict.errors.length > 0;
      if (bad || !options.quiet) {
        this.record(op, 'flow', bad ? 'failed' : 'passed', `${label}: ${verdict.detail}`, {
          ...facts,
          ...(bad ? { errors: verdict.errors } : {}),
        });
      }
      return { ok: true, data: verdict.data };
    }
    const refused = verdict.kind === 'refused' || verdict.kind === 'notFound';
    const outcome: Outcome = refused && options.refusalSkips ? 'skipped' : 'failed';
    const note = outcome === 'skipped' ? ' (the server declined; the rest of the flow is skipped)' : '';
    const errors = verdict.kind === 'broken' && verdict.errors?.length ? { errors: verdict.errors } : {};
    this.record(op, 'flow', outcome, `${label}: ${verdict.detail}${note}`, { ...facts, ...errors });
    return { ok: false, refused, detail: verdict.detail };
  }

  note(flow: string, opId: string, outcome: Outcome, detail: string): void {
    this.record(requireOperation(opId), 'flow', outcome, detail, { flow });
  }

  async send(flowCaller: FlowCaller, opId: string, request: StepRequest): Promise<ProbeAnswer> {
    const op = requireOperation(opId);
    const answer = await this.call(flowCaller as Caller, {
      method: op.method,
      path: op.path,
      ...(request.query ? { query: request.query } : {}),
      ...(request.body !== undefined ? { body: { kind: 'json', value: request.body } } : {}),
    });
    const env = envelopeOf(answer);
    return {
      httpStatus: answer.httpStatus,
      status: env?.status,
      msg: env?.msg,
      data: env?.data,
      token: answer.headers.get('authorization'),
    };
  }

  async signIn(username: string, password: string): Promise<{ answer: ProbeAnswer; caller?: FlowCaller }> {
    const answer = await this.send(this.anonymous, 'login', { body: { username, password } });
    if (answer.httpStatus !== 200 || answer.status !== 200 || !answer.token) return { answer };
    const data = (answer.data ?? {}) as Record<string, unknown>;
    const roles = Array.isArray(data.roleList)
      ? data.roleList.filter((r): r is string => typeof r === 'string')
      : [];
    const caller: Caller = {
      kind: 'user',
      name: username,
      principal: principal(roles),
      token: answer.token,
      ...(typeof data.uid === 'string' ? { uid: data.uid } : {}),
    };
    return { answer, caller };
  }

  wait(ms: number): Promise<void> {
    if (this.options.wait) return this.options.wait(ms);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  async flows(): Promise<void> {
    const flows = FLOWS.filter((f) => f.operations.some((id) => this.matches(requireOperation(id))));
    this.progress(`flows: ${flows.map((f) => f.name).join(', ') || '(none selected)'}`);
    for (const flow of flows) {
      try {
        await flow.run(this);
      } catch (error) {
        if (error instanceof SetupError) throw error;
        const first = flow.operations[0];
        if (first)
          this.note(flow.name, first, 'failed', `flow ${flow.name} stopped: ${firstLine(String(error))}`);
      }
    }
  }

  // ---- coverage ------------------------------------------------------------------------------------------

  /** Operations with no result at all get one line saying why they were not called. */
  uncovered(): void {
    const covered = new Set(this.results.map((r) => r.operationId));
    for (const op of operations) {
      if (covered.has(op.id) || !this.matches(op)) continue;
      const why = isRead(op)
        ? 'not called'
        : `not called: ${mutatingReason(op)}, and no --mutating flow creates data for it`;
      this.record(op, 'none', 'skipped', why);
    }
  }

  sorted(): CheckResult[] {
    const index = new Map(operations.map((op, i) => [op.id, i]));
    return this.results
      .map((r, i) => ({ r, i }))
      .sort(
        (a, b) =>
          (index.get(a.r.operationId) ?? 0) - (index.get(b.r.operationId) ?? 0) ||
          CHECK_ORDER.indexOf(a.r.check) - CHECK_ORDER.indexOf(b.r.check) ||
          a.i - b.i,
      )
      .map(({ r }) => r);
  }
}

export async function runSuite(options: SuiteOptions): Promise<Report> {
  const suite = new Suite(options);
  const started = new Date();
  options.progress?.(`contract suite against ${options.baseUrl}`);
  await suite.readSwitches();
  if (options.user) suite.user = await suite.login('user', options.user);
  if (options.admin) suite.admin = await suite.login('admin', options.admin);
  await suite.reads();
  await suite.anonymousChecks();
  await suite.userChecks('reads');
  await suite.userAdminLogin();
  if (options.mutating) {
    await suite.flows();
    await suite.userChecks('mutating');
  } else {
    suite.notes.push(
      'without --mutating: no flows, and no refusal checks of mutating operations for the user',
    );
  }
  suite.uncovered();
  const results = suite.sorted();
  const account = (c: Caller | undefined) => (c ? { username: c.name, roles: c.principal.roles } : null);
  return {
    tool: 'hoj-contract-suite',
    environment: {
      baseUrl: options.baseUrl,
      user: account(suite.user),
      admin: account(suite.admin),
      mutating: options.mutating,
      only: options.only?.source ?? null,
      timeoutMs: options.timeoutMs,
      timestamp: started.toISOString(),
      contract: { title: document.info.title, version: document.info.version, operations: operations.length },
      switches: suite.switches,
      grants: 'stock HOJ permission grants per role (HOJ-Deploy hoj.sql)',
      notes: suite.notes,
    },
    summary: summarize(results),
    results,
  };
}
