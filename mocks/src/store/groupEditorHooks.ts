import type {
  AdminContestVO,
  AnnouncementVO,
  Contest,
  ContestProblem,
  ContestProblemListResult,
  ContestVO,
  Problem,
  ProblemCase,
  Tag,
  Training,
  TrainingCategory,
  TrainingProblemListResult,
  TrainingVO,
} from '@generated/model/index';
import type { UserRow } from './schema/accounts';
import type { ContestRow } from './schema/contests';
import type { ContestProblemRow, ProblemRow, TagRow } from './schema/problems';
import type { TrainingCategoryRow, TrainingRow } from './schema/trainings';

/**
 * A request body as the transport read it (its `BodyReader`). The store may not name the transport's types, so
 * a hook that reads an editor's body takes it as it came and the owning domain reads it by its own rules.
 */
export type RequestBody = object;

/** What a group's problem editor decides whatever the body says. */
export interface GroupProblemFields {
  /** The display id with the group's short name in front. */
  problemId: string;
  gid: number;
  /** A contest's own problem is contest-only (3); absent: as sent. */
  auth?: 1 | 2 | 3;
}

export interface PageQuery {
  current: number;
  size: number;
}

/** A contest's problem list, or with `problemType` the picker of problems to add to it. */
export interface ContestProblemQuery {
  page: PageQuery;
  keyword?: string;
  problemType?: number;
  oj?: string;
}

/** A training's problem list (`queryExisted`), or the picker of public problems to add to it. */
export interface TrainingProblemQuery {
  page: PageQuery;
  keyword?: string;
  queryExisted: boolean;
}

/**
 * The rules of the problem, training, contest and judge domains that a group's own screens use as the back
 * office's screens do: HOJ's group services call the same entity services after their group checks. Each
 * domain provides its part from its `index.ts`; the groups domain calls them through `hook()`. A refusal is
 * thrown as the owning domain answers it.
 */
export interface GroupEditorHooks {
  /** The problem with its judge's files and special judge, as an editor loads it. */
  toAdminProblem(p: ProblemRow): Problem;
  /** A problem's usable cases; `byFileName` orders them by input file name, shortest first. */
  problemCaseList(p: ProblemRow, byFileName: boolean): ProblemCase[];
  toTag(t: TagRow): Tag;
  /** Saves a problem editor's body (`ProblemDTO`) as a new problem; tags made by name join the group. */
  addProblemFromBody(body: RequestBody, caller: UserRow, fixed: GroupProblemFields): ProblemRow;
  /** Saves a problem editor's body over the problem `problem.id` names; the caller's right is checked already. */
  updateProblemFromBody(body: RequestBody, caller: UserRow, fixed: GroupProblemFields): void;
  contestProblemList(cid: number, query: ContestProblemQuery): ContestProblemListResult;
  toContestProblem(cp: ContestProblemRow): ContestProblem;
  /**
   * `PUT …/contest-problem`: updates a contest's entry by its id, or attaches the problem the body names. With
   * `cid`, an entry of another contest is refused (the group services check the contest the body names).
   */
  saveContestProblemFromBody(body: RequestBody, cid?: number): ContestProblemRow;

  /** What the judge server answers a special judge's or interactor's compilation: compiled, or its output. */
  compileJudgeProgram(
    kind: 'spj' | 'interactive',
    code: string,
    language: string,
  ): { status: 200 | 500; msg: string };

  toTraining(t: TrainingRow, withPassword: boolean): Training;
  toTrainingCategory(c: TrainingCategoryRow): TrainingCategory;
  toTrainingVO(
    t: TrainingRow,
    category: TrainingCategoryRow | undefined,
    problemCount: number,
    acCount: number,
  ): TrainingVO;
  /** Saves a training editor's body (`TrainingDTO`) as a new training of `gid` (null: the site's). */
  addTrainingFromBody(body: RequestBody, caller: UserRow, gid: number | null): TrainingRow;
  /** Saves a training editor's body over `training`; a new password drops its registrations. */
  updateTrainingFromBody(body: RequestBody, training: TrainingRow): void;
  trainingProblemList(tid: number, query: TrainingProblemQuery): TrainingProblemListResult;
  /**
   * `PUT …/training-problem`: a training entry's label and place, by its id. With `tid`, an entry of another
   * training is refused (the group services check the training the body names).
   */
  updateTrainingProblemFromBody(body: RequestBody, tid?: number): void;

  toContestVO(c: ContestRow, now: Date): ContestVO;
  toContest(c: ContestRow, now: Date): Contest;
  toAdminContestVO(c: ContestRow, now: Date): AdminContestVO;
  /** Saves a contest editor's body (`AdminContestVO`) as a new contest of `gid` (null: the site's). */
  addContestFromBody(body: RequestBody, caller: UserRow, gid: number | null): ContestRow;
  /** Saves a contest editor's body over `contest`; a new password drops its registrations. */
  updateContestFromBody(body: RequestBody, contest: ContestRow): void;
  /** Every announcement of a contest, hidden ones too, newest first. */
  contestAnnouncementList(cid: number): AnnouncementVO[];
  /** `{cid, announcement}`: a new announcement of the contest. */
  addContestAnnouncementFromBody(body: RequestBody, caller: UserRow): void;
  /** `{cid, announcement}`: the fields sent of the announcement `announcement.id` names. */
  updateContestAnnouncementFromBody(body: RequestBody): void;
}
