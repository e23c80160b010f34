import { declaredAccess } from './access';
import { requireOperation } from './contract';
import type { Flow, FlowCaller, FlowHost, ProbeAnswer } from './flowTypes';

/**
 * Behavioural probes (`--mutating`): rules of HOJ's backend that no schema shows, each named after the backend
 * code it follows, each reported on its own line (`flow` = `probe <name>`). They work on accounts they import
 * themselves (names start with `pr` + the run id) and delete those accounts at the end (HOJ deletes their
 * submissions with them); the rank probe only reads.
 *
 * - login-trim: PassportManager.login trims username and password before checking them.
 * - login-length-utf16: the same login refuses a username over 20 and a password outside 6–20 characters
 *   counted by Java's `String.length()` (UTF-16 units), with its own texts.
 * - import-untrimmed: AdminUserManager.addNewUser stores an imported password exactly as sent, so one with edge
 *   spaces signs in neither as typed nor trimmed.
 * - judge-verdict: a submission polled through `get-submission-detail` shows only running states (Pending,
 *   Compiling, Judging, Submitting) and then one final verdict that stays.
 * - remote-submitting: a remote-judge submission passes through Submitting (9) on its way to a verdict.
 * - rank-ties: the rank lists are ordered as UserRecordMapper.xml orders them: ACM by accepted descending then
 *   submissions ascending, OI by score descending then accepted descending.
 */

type Rec = Record<string, unknown>;

/** The states HOJ's clients poll on (`JUDGE_STATUS_RESERVE` minus the final ones). */
const RUNNING = new Set([5, 6, 7, 9]);
const SUBMITTING = 9;
const PASSWORD = 'Probe#123';
const WHAT_SIGNS_IN_NOBODY = ` ${PASSWORD} `;
/** Eleven emoji: 11 characters but 22 UTF-16 units. */
const EMOJI_11 = '\u{1F600}'.repeat(11);
const USERNAME_TOO_LONG = '用户名长度不能超过20位!';
const PASSWORD_LENGTH = '密码长度应该为6~20位！';
const POLL_MS = 500;
/** Reads of a final status, `POLL_MS` apart, that must all show it. */
const FINAL_READS = 3;
const JUDGE_DEADLINE_MS = 180_000;
/** Remote judges HOJ ships; the probe submits to the first problem any of them lists. */
const REMOTE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE', 'SCPC', 'QOJ', 'NSWOJ'];
const APLUSB =
  '#include <bits/stdc++.h>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n}\n';

const recordsOf = (data: unknown): Rec[] => {
  const list = Array.isArray(data) ? data : (data as Rec | null)?.records;
  return Array.isArray(list) ? list.filter((r): r is Rec => typeof r === 'object' && r !== null) : [];
};
const said = (answer: ProbeAnswer) =>
  `HTTP ${answer.httpStatus}, status ${String(answer.status)}, "${String(answer.msg ?? '')}"`;
const refusedWith = (answer: ProbeAnswer, msg: string) =>
  answer.httpStatus === 200 && answer.status === 400 && answer.msg === msg;

interface Accounts {
  admin: FlowCaller;
  /** Imported with an ordinary password; signs in for the judge probe. */
  plain: string;
  /** Imported with the password between spaces. */
  padded: string;
  /** Imported with an ordinary password; submits the remote problem (HOJ spaces one user's submissions). */
  remote: string;
  prefix: string;
}

class Probes {
  constructor(private readonly host: FlowHost) {}

  private report(name: string, opId: string, ok: boolean | 'skipped', rule: string, detail: string): void {
    const outcome = ok === 'skipped' ? 'skipped' : ok ? 'passed' : 'failed';
    this.host.note(`probe ${name}`, opId, outcome, `probe ${name} (${rule}): ${detail}`);
  }

  async importAccounts(admin: FlowCaller): Promise<Accounts | undefined> {
    const prefix = `pr${this.host.runId}`.slice(0, 16);
    const accounts = {
      admin,
      plain: `${prefix}a`,
      padded: `${prefix}b`,
      remote: `${prefix}c`,
      prefix,
    };
    const answer = await this.host.send(admin, 'insertAdminBatchUser', {
      body: {
        users: [
          [accounts.plain, PASSWORD],
          [accounts.padded, WHAT_SIGNS_IN_NOBODY],
          [accounts.remote, PASSWORD],
        ],
      },
    });
    const ok = answer.httpStatus === 200 && answer.status === 200;
    this.report(
      'accounts',
      'insertAdminBatchUser',
      ok,
      'the probes import their own accounts',
      ok
        ? `imported ${accounts.plain}, ${accounts.padded}, ${accounts.remote}`
        : `import refused: ${said(answer)}`,
    );
    return ok ? accounts : undefined;
  }

  async loginTrim(accounts: Accounts): Promise<void> {
    const { answer, caller } = await this.host.signIn(` ${accounts.plain} `, `  ${PASSWORD}  `);
    this.report(
      'login-trim',
      'login',
      caller !== undefined,
      'PassportManager.login trims username and password',
      caller
        ? `" ${accounts.plain} " / "  ${PASSWORD}  " signed in`
        : `the padded username and password were refused: ${said(answer)}`,
    );
  }

  async loginLengths(accounts: Accounts): Promise<void> {
    const rule = 'PassportManager.login counts lengths in UTF-16 units: username ≤ 20, password 6–20';
    const name = await this.host.send(this.host.anonymous, 'login', {
      body: { username: EMOJI_11, password: PASSWORD },
    });
    const secret = await this.host.send(this.host.anonymous, 'login', {
      body: { username: accounts.plain, password: EMOJI_11 },
    });
    const nameOk = refusedWith(name, USERNAME_TOO_LONG);
    const secretOk = refusedWith(secret, PASSWORD_LENGTH);
    this.report(
      'login-length-utf16',
      'login',
      nameOk && secretOk,
      rule,
      [
        `11 emoji as username: ${nameOk ? `refused "${USERNAME_TOO_LONG}"` : `expected "${USERNAME_TOO_LONG}", got ${said(name)}`}`,
        `11 emoji as password: ${secretOk ? `refused "${PASSWORD_LENGTH}"` : `expected "${PASSWORD_LENGTH}", got ${said(secret)}`}`,
      ].join('; '),
    );
  }

  async importUntrimmed(accounts: Accounts): Promise<void> {
    const typed = await this.host.signIn(accounts.padded, PASSWORD);
    const padded = await this.host.signIn(accounts.padded, WHAT_SIGNS_IN_NOBODY);
    const ok = typed.caller === undefined && padded.caller === undefined;
    this.report(
      'import-untrimmed',
      'insertAdminBatchUser',
      ok,
      'AdminUserManager.addNewUser stores the password untrimmed; the login trims',
      ok
        ? `"${WHAT_SIGNS_IN_NOBODY}" imported: neither "${PASSWORD}" nor "${WHAT_SIGNS_IN_NOBODY}" signs in`
        : `"${typed.caller ? PASSWORD : WHAT_SIGNS_IN_NOBODY}" signed in: the import or the login changed the password`,
    );
  }

  /** A problem and a language it accepts (C++ when it has one). */
  private async problemFor(
    caller: FlowCaller,
    oj: string,
  ): Promise<{ problemId: string; language: string } | null> {
    const list = await this.host.send(caller, 'getProblemList', { query: { oj, currentPage: 1, limit: 20 } });
    for (const record of recordsOf(list.data)) {
      if (typeof record.problemId !== 'string') continue;
      const info = await this.host.send(caller, 'getProblemInfo', { query: { problemId: record.problemId } });
      const languages = (info.data as Rec | null)?.languages;
      const names = Array.isArray(languages)
        ? languages.filter((l): l is string => typeof l === 'string')
        : [];
      const language = names.find((l) => /^(C\+\+|G\+\+)/.test(l)) ?? names[0];
      if (language) return { problemId: record.problemId, language };
    }
    return null;
  }

  /** Submits and polls until a final status; the statuses seen, in order, without repeats. */
  private async judged(
    caller: FlowCaller,
    problem: { problemId: string; language: string },
    isRemote: boolean,
  ): Promise<{ seen: number[]; error?: string }> {
    const submitted = await this.host.send(caller, 'submitProblemJudge', {
      body: { pid: problem.problemId, language: problem.language, code: APLUSB, cid: 0, gid: null, isRemote },
    });
    const submitId = (submitted.data as Rec | null)?.submitId;
    if (submitted.status !== 200 || typeof submitId !== 'number')
      return { seen: [], error: `the submission was refused: ${said(submitted)}` };
    const seen: number[] = [];
    const first = (submitted.data as Rec).status;
    if (typeof first === 'number') seen.push(first);
    for (let waited = 0; waited <= JUDGE_DEADLINE_MS; waited += POLL_MS) {
      const answer = await this.host.send(caller, 'getSubmission', { query: { submitId } });
      const status = ((answer.data as Rec | null)?.submission as Rec | null)?.status;
      if (typeof status !== 'number')
        return { seen, error: `submission ${submitId} read back as ${said(answer)}` };
      if (seen.at(-1) !== status) seen.push(status);
      // A final status is read a few more times: it must stay.
      if (!RUNNING.has(status)) {
        for (let read = 0; read < FINAL_READS; read += 1) {
          await this.host.wait(POLL_MS);
          const again = await this.host.send(caller, 'getSubmission', { query: { submitId } });
          const last = ((again.data as Rec | null)?.submission as Rec | null)?.status;
          if (typeof last === 'number' && last !== seen.at(-1)) seen.push(last);
        }
        return { seen };
      }
      await this.host.wait(POLL_MS);
    }
    return { seen, error: `no final verdict within ${JUDGE_DEADLINE_MS / 1000} s` };
  }

  /** Running states only, then exactly one final one at the end. */
  private static sequenceProblem(seen: readonly number[]): string | null {
    const finals = seen.map((s, i) => (RUNNING.has(s) ? -1 : i)).filter((i) => i >= 0);
    if (finals.length === 0) return 'never reached a final verdict';
    if (finals.length > 1 || finals[0] !== seen.length - 1) return 'showed a running state after a final one';
    return null;
  }

  async judgeVerdict(accounts: Accounts): Promise<void> {
    const rule = 'a submission shows only Pending/Compiling/Judging/Submitting, then one final verdict';
    const { caller } = await this.host.signIn(accounts.plain, PASSWORD);
    if (!caller)
      return this.report(
        'judge-verdict',
        'submitProblemJudge',
        false,
        rule,
        'the probe account cannot sign in',
      );
    const problem = await this.problemFor(caller, 'ME');
    if (!problem)
      return this.report('judge-verdict', 'submitProblemJudge', 'skipped', rule, 'no local problem listed');
    const { seen, error } = await this.judged(caller, problem, false);
    const wrong = error ?? Probes.sequenceProblem(seen);
    this.report(
      'judge-verdict',
      'getSubmission',
      wrong === null,
      rule,
      `${problem.problemId} in ${problem.language}: ${seen.join(' → ') || '(nothing)'}${wrong ? `: ${wrong}` : ''}`,
    );
  }

  async remoteSubmitting(accounts: Accounts): Promise<void> {
    const rule = 'a remote-judge submission passes through Submitting (9) before its verdict';
    const { caller } = await this.host.signIn(accounts.remote, PASSWORD);
    if (!caller)
      return this.report(
        'remote-submitting',
        'submitProblemJudge',
        false,
        rule,
        'the probe account cannot sign in',
      );
    let problem: { problemId: string; language: string } | null = null;
    for (const oj of REMOTE_OJS) {
      problem = await this.problemFor(caller, oj);
      if (problem) break;
    }
    if (!problem)
      return this.report(
        'remote-submitting',
        'submitProblemJudge',
        'skipped',
        rule,
        'no remote-judge problem listed',
      );
    const { seen, error } = await this.judged(caller, problem, true);
    const wrong = error ?? Probes.sequenceProblem(seen);
    const trail = `${problem.problemId}: ${seen.join(' → ') || '(nothing)'}`;
    if (wrong) return this.report('remote-submitting', 'getSubmission', false, rule, `${trail}: ${wrong}`);
    // HOJ's current remote judge writes back the remote judge's own running state; Submitting came from remote
    // judges answering "Submitted" (HduJudge until 2021). A legal sequence without it is reported, not failed.
    this.report(
      'remote-submitting',
      'getSubmission',
      seen.includes(SUBMITTING) ? true : 'skipped',
      rule,
      seen.includes(SUBMITTING) ? trail : `${trail}: legal, but Submitting (9) was not seen`,
    );
  }

  async rankTies(): Promise<void> {
    const rule = 'UserRecordMapper.xml: ACM by ac DESC, total ASC; OI by score DESC, ac DESC';
    const wrong: string[] = [];
    let ties = 0;
    for (const type of [0, 1] as const) {
      const answer = await this.host.send(this.host.anonymous, 'getRankList', {
        query: { type, currentPage: 1, limit: 100 },
      });
      const rows = recordsOf(answer.data);
      const num = (r: Rec | undefined, f: string) => (typeof r?.[f] === 'number' ? (r[f] as number) : 0);
      for (let i = 1; i < rows.length; i += 1) {
        const [a, b] = [rows[i - 1], rows[i]];
        const [first, second, secondDescending] =
          type === 0 ? (['ac', 'total', false] as const) : (['score', 'ac', true] as const);
        const ordered =
          num(a, first) > num(b, first) ||
          (num(a, first) === num(b, first) &&
            (secondDescending ? num(a, second) >= num(b, second) : num(a, second) <= num(b, second)));
        if (num(a, first) === num(b, first) && num(a, second) !== num(b, second)) ties += 1;
        if (!ordered)
          wrong.push(
            `${type === 0 ? 'ACM' : 'OI'} rows ${i} and ${i + 1} (${String(a?.username)}, ${String(b?.username)})`,
          );
      }
    }
    this.report(
      'rank-ties',
      'getRankList',
      wrong.length === 0,
      rule,
      wrong.length === 0
        ? `ordered; ${ties} tie(s) on the first key broken by the second`
        : `out of order: ${wrong.join('; ')}`,
    );
  }

  /** Deletes the probe accounts (found by their prefix) and checks they are gone. */
  async cleanUp(accounts: Accounts): Promise<void> {
    const query = { keyword: accounts.prefix, currentPage: 1, limit: 50 };
    const listed = await this.host.send(accounts.admin, 'getAdminUserList', { query });
    const ids = recordsOf(listed.data)
      .filter((r) => typeof r.username === 'string' && r.username.startsWith(accounts.prefix))
      .map((r) => r.uid)
      .filter((uid): uid is string => typeof uid === 'string');
    if (ids.length === 0)
      return this.report(
        'clean-up',
        'deleteAdminUser',
        false,
        'remove the probe accounts',
        'none found to delete; remove them by hand',
      );
    const removed = await this.host.send(accounts.admin, 'deleteAdminUser', { body: { ids } });
    const after = await this.host.send(accounts.admin, 'getAdminUserList', { query });
    const left = recordsOf(after.data).filter(
      (r) => typeof r.username === 'string' && r.username.startsWith(accounts.prefix),
    );
    this.report(
      'clean-up',
      'deleteAdminUser',
      removed.status === 200 && left.length === 0,
      'remove the probe accounts',
      left.length === 0
        ? `${ids.length} account(s) deleted`
        : `still listed: ${left.map((r) => String(r.username)).join(', ')}`,
    );
  }
}

export const probesFlow: Flow = {
  name: 'probes',
  operations: [
    'login',
    'insertAdminBatchUser',
    'submitProblemJudge',
    'getSubmission',
    'getRankList',
    'deleteAdminUser',
  ],
  async run(host) {
    const probes = new Probes(host);
    await probes.rankTies();
    const admin = host.admin;
    const access = admin
      ? declaredAccess(requireOperation('insertAdminBatchUser'), admin.principal)
      : undefined;
    if (!admin || !access?.allowed) {
      const why = admin ? `admin ${admin.name} ${access?.reason ?? ''}` : 'needs --admin credentials';
      host.note('probe accounts', 'insertAdminBatchUser', 'skipped', `probe accounts: ${why}`);
      return;
    }
    const accounts = await probes.importAccounts(admin);
    if (!accounts) return;
    try {
      for (const probe of [
        () => probes.loginTrim(accounts),
        () => probes.loginLengths(accounts),
        () => probes.importUntrimmed(accounts),
        () => probes.judgeVerdict(accounts),
        () => probes.remoteSubmitting(accounts),
      ]) {
        try {
          await probe();
        } catch (error) {
          // An unreachable server ends the whole run (the runner's SetupError); anything else ends this probe.
          if ((error as Error).name === 'SetupError') throw error;
          host.note(
            'probes',
            'login',
            'failed',
            `probe stopped: ${String((error as Error).message ?? error)}`,
          );
        }
      }
    } finally {
      await probes.cleanUp(accounts);
    }
  },
};
