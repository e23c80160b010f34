import type { Problem, ProblemCountVO, ProblemFullScreenListVO, ProblemVO } from '@generated/model/index';
import type { UserRow } from './schema/accounts';
import type { DeferredContestPlan } from './schema/contests';
import type { ProblemRow, TagRow } from './schema/problems';
import type { GroupEditorHooks } from './groupEditorHooks';

/**
 * Behaviour one domain owns and another uses: the problems' views in a training's problem lists, a training's
 * focus list in the problems' full-screen view. The owner provides it when its folder loads (its `index.ts`);
 * the user calls it through here, so neither domain imports the other. The group screens' share of the problem,
 * training, contest and judge rules is listed apart (`groupEditorHooks.ts`).
 */
export interface DomainHooks extends GroupEditorHooks {
  /** A problem list row: the problem's columns, its tags and its result counts. */
  toProblemVO(p: ProblemRow, tags: readonly TagRow[], counts: Omit<ProblemCountVO, 'pid'>): ProblemVO;
  /** The problem as the back office's lists show it. */
  toProblem(p: ProblemRow): Problem;
  /** A training's problems with the caller's status, for the full-screen problem view. */
  trainingFocusList(tid: number, user: UserRow): ProblemFullScreenListVO[];
  /** Makes a large seeded contest's accounts, registrations, submissions and records when it is first read. */
  makeDeferredContestRows(cid: number, plan: DeferredContestPlan): void;
}

const provided: Partial<DomainHooks> = {};

/** Called once by the owning domain. */
export function provideHooks(hooks: Partial<DomainHooks>): void {
  Object.assign(provided, hooks);
}

/** The behaviour by name; a domain that is not loaded is a wiring error, not a missing row. */
export function hook<K extends keyof DomainHooks>(name: K): DomainHooks[K] {
  const found = provided[name];
  if (!found) throw new Error(`store: no domain provides ${name}`);
  return found;
}
