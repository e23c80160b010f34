import type { CreateParams, DeleteManyParams, DeleteParams, UpdateParams } from 'react-admin';
import {
  changeAdminProblemAuth,
  deleteAdminProblem,
  getAdminProblemList,
} from '@generated/api/admin-problem/admin-problem';
import type { Problem, ProblemAuth, ProblemType } from '@generated/model/index';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';
import type { CreateProgress } from './editor/createProblemCalls';
import { toListQuery } from './problemListQuery';

/** The editor's calls and rules are fetched with the editor, not with the app's first screen. */
const editorCalls = () => import('./editor/problemCalls');
const createCalls = () => import('./editor/createProblemCalls');

/** A row of the admin problem list: HOJ's problem with react-admin's `id` (the numeric `pid`). */
export type ProblemRecord = Problem & { id: number };

/**
 * `meta` of the problem editor opened from a contest: a create makes the problem for that contest only, with
 * the contest's rule (`contestType`); a read or an update goes through the contest's own problem calls.
 */
export type ContestProblemMeta = { contestId: number; contestType?: ProblemType } & Record<string, unknown>;

/** `meta.progress` of a create: how far earlier attempts got, so a retry resumes (`createProblemCalls.ts`). */
export type CreateMeta = { progress?: CreateProgress } & Record<string, unknown>;

function contestOf(meta: unknown): number | null {
  const contestId = (meta as Partial<ContestProblemMeta> | undefined)?.contestId;
  return typeof contestId === 'number' && Number.isInteger(contestId) ? contestId : null;
}

const contestTypeOf = (meta: unknown): ProblemType | null =>
  (meta as Partial<ContestProblemMeta> | undefined)?.contestType ?? null;

const progressOf = (meta: unknown): CreateProgress | undefined => (meta as CreateMeta | undefined)?.progress;

/** `meta` of an update that only changes who can see the problem (the list's visibility select). */
export interface AuthChangeMeta {
  authOnly: true;
}

const isAuthChange = (meta: unknown): meta is AuthChangeMeta =>
  typeof meta === 'object' && meta !== null && (meta as { authOnly?: unknown }).authOnly === true;

const withId = (rows: readonly Problem[]): ProblemRecord[] =>
  rows.flatMap((row) => (typeof row.id === 'number' ? [{ ...row, id: row.id }] : []));

/**
 * The `problems` resource over HOJ's admin problem calls: the list (keyword, bank and visibility filters), one
 * problem with everything its editor shows, create, edit, a visibility-only update and delete (one by one: the
 * backend deletes a single problem per call).
 */
export const problemResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const page = await getAdminProblemList(
      {
        currentPage: pagination?.page,
        limit: clampPageSize(pagination?.perPage),
        ...toListQuery(filter as Record<string, unknown> | undefined),
      },
      { signal },
    );
    return { data: withId(page.records ?? []), total: page.total };
  },

  async getOne({ id, signal, meta }) {
    const { loadProblemForEditing } = await editorCalls();
    return { data: await loadProblemForEditing(Number(id), signal, contestOf(meta) !== null) };
  },

  async create({ data, meta }: CreateParams) {
    const { createContestProblem, createProblem } = await createCalls();
    const cid = contestOf(meta);
    const progress = progressOf(meta);
    return {
      data:
        cid === null
          ? await createProblem(data, progress)
          : await createContestProblem(data, { cid, type: contestTypeOf(meta) }, progress),
    };
  },

  async update({ id, data, previousData, meta }: UpdateParams) {
    if (isAuthChange(meta)) {
      const auth = (data as { auth: ProblemAuth }).auth;
      // The backend reads only `id` and `auth`, and needs both.
      await changeAdminProblemAuth({ id: Number(id), auth });
      return { data: { ...previousData, auth, id: Number(id) } };
    }
    const { saveContestProblem, saveProblem } = await editorCalls();
    const save = contestOf(meta) === null ? saveProblem : saveContestProblem;
    return { data: await save(Number(id), data, previousData) };
  },

  async delete({ id, previousData }: DeleteParams<ProblemRecord>) {
    await deleteAdminProblem({ pid: Number(id) });
    return { data: previousData ?? { id } };
  },

  async deleteMany({ ids }: DeleteManyParams) {
    // The backend deletes one problem per call; a refusal stops the run, leaving the rest in place.
    for (const id of ids) await deleteAdminProblem({ pid: Number(id) });
    return { data: ids };
  },
};
