import type { CreateParams, DeleteManyParams, DeleteParams, UpdateParams } from 'react-admin';
import {
  changeAdminProblemAuth,
  deleteAdminProblem,
  getAdminProblemList,
} from '@generated/api/admin-problem/admin-problem';
import type { Problem, ProblemAuth } from '@generated/model/index';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';
import { toListQuery } from './problemListQuery';

/** The editor's calls and rules are fetched with the editor, not with the app's first screen. */
const editorCalls = () => import('./editor/problemCalls');

/** A row of the admin problem list: HOJ's problem with react-admin's `id` (the numeric `pid`). */
export type ProblemRecord = Problem & { id: number };

/** `meta` of a create from a contest's problem page: the problem is made for that contest only. */
export type ContestProblemMeta = { contestId: number } & Record<string, unknown>;

function contestOf(meta: unknown): number | null {
  const contestId = (meta as Partial<ContestProblemMeta> | undefined)?.contestId;
  return typeof contestId === 'number' && Number.isInteger(contestId) ? contestId : null;
}

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

  async getOne({ id, signal }) {
    const { loadProblemForEditing } = await editorCalls();
    return { data: await loadProblemForEditing(Number(id), signal) };
  },

  async create({ data, meta }: CreateParams) {
    const { createContestProblem, createProblem } = await editorCalls();
    const contestId = contestOf(meta);
    return {
      data: contestId === null ? await createProblem(data) : await createContestProblem(data, contestId),
    };
  },

  async update({ id, data, previousData, meta }: UpdateParams) {
    if (isAuthChange(meta)) {
      const auth = (data as { auth: ProblemAuth }).auth;
      // The backend reads only `id` and `auth`, and needs both.
      await changeAdminProblemAuth({ id: Number(id), auth });
      return { data: { ...previousData, auth, id: Number(id) } };
    }
    const { saveProblem } = await editorCalls();
    return { data: await saveProblem(Number(id), data, previousData) };
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
