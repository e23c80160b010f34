import { HttpError } from 'react-admin';
import {
  addAdminContestProblem,
  getAdminContestProblem,
  setAdminContestProblem,
} from '@generated/api/admin-contest/admin-contest';
import { addAdminProblem, getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import type { ProblemType } from '@generated/model/index';
import { toProblemBody } from '@hoj/core/editor/problemBody';
import type { ProblemForm } from '@hoj/core/editor/problemForm';
import { isApiError } from '@hoj/core/http/apiError';
import { session } from '@hoj/core/session/session';
import { bodyOptions, saveContestProblem, saveProblem, type ProblemEditorRecord } from './problemCalls';

/**
 * How far a two-step create got, kept by the create page across its save attempts. Both creates RESUME rather
 * than undo: the problem is stored by the first call, and undoing it would need a delete that HOJ grants only
 * to root and problem admins (an admin who may create could not take it back) and that drops the upload. So
 * a retry skips the step that succeeded, never adds a second problem, and never meets "Problem ID exists".
 */
export interface CreateProgress {
  /** The stored problem's pid; null until known */
  pid: number | null;
  /** The form as the server last stored it; null until the first call succeeded */
  stored: ProblemForm | null;
  /** A link to the contest may have been made by an attempt whose answer was lost */
  attachTried: boolean;
}

export const newCreateProgress = (): CreateProgress => ({ pid: null, stored: null, attachTried: false });

/** Whether the form holds anything the server has not stored yet (edits made between two attempts). */
const changedSince = (form: ProblemForm, stored: ProblemForm) =>
  JSON.stringify({ ...form, id: null }) !== JSON.stringify({ ...stored, id: null });

/**
 * Sends the edits made since the last stored state, as the editor's save does; nothing when there are none.
 * `progress.stored` is the form as last SENT, upload folder included: a folder already sent has been taken in
 * by the server and is not sent again.
 */
async function storeEditsSince(
  pid: number,
  form: ProblemForm,
  progress: CreateProgress,
  update: typeof saveProblem = saveProblem,
): Promise<void> {
  const stored = progress.stored as ProblemForm;
  if (!changedSince(form, stored)) return;
  const sent =
    form.uploadTestcaseDir === stored.uploadTestcaseDir ? { ...form, uploadTestcaseDir: '' } : form;
  await update(pid, sent, { ...stored, uploadTestcaseDir: '', id: pid });
  progress.stored = form;
}

const withAuthor = (data: Partial<ProblemForm>): ProblemForm => {
  const form = { ...(data as ProblemForm), id: null };
  return { ...form, author: form.author || session.get().user?.username || '' };
};

/** HOJ's add answers `null`: the new problem is found again by its display id (unique, upper-cased). */
async function findByDisplayId(problemId: string): Promise<number> {
  const wanted = problemId.trim().toUpperCase();
  const page = await getAdminProblemList({ keyword: wanted, currentPage: 1, limit: 10 });
  const created = page.records.find((row) => (row.problemId ?? '').toUpperCase() === wanted);
  if (typeof created?.id !== 'number') throw new HttpError('ra.notification.item_doesnt_exist', 404);
  return created.id;
}

/**
 * Creates a bank problem: add, then find its pid. If the look-up fails the problem exists, so the next attempt
 * only looks it up again (and stores what was edited meanwhile).
 */
export async function createProblem(
  data: Partial<ProblemForm>,
  progress: CreateProgress = newCreateProgress(),
): Promise<ProblemEditorRecord> {
  const form = withAuthor(data);
  if (progress.stored === null) {
    const body = toProblemBody(form, await bodyOptions(form));
    await addAdminProblem(body);
    progress.stored = form;
  }
  progress.pid ??= await findByDisplayId(progress.stored.problemId);
  await storeEditsSince(progress.pid, form, progress);
  return { ...form, uploadTestcaseDir: '', id: progress.pid };
}

/** The contest's link for a problem, or null when the server has none (HOJ answers a business error). */
async function existingLink(cid: number, pid: number) {
  try {
    return await getAdminContestProblem({ cid, pid });
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') return null;
    throw error;
  }
}

/**
 * A problem made for one contest: stored as contest-only (auth 3) with the contest's rule (HOJ's editor locks
 * the type to the contest's), then given its label and title there. If attaching fails the next attempt
 * attaches the stored problem, after checking whether a lost answer had attached it already (HOJ's attach
 * inserts a second link otherwise).
 */
export async function createContestProblem(
  data: Partial<ProblemForm>,
  contest: { cid: number; type: ProblemType | null },
  progress: CreateProgress = newCreateProgress(),
): Promise<ProblemEditorRecord> {
  const form: ProblemForm = {
    ...withAuthor(data),
    auth: 3,
    ...(contest.type === null ? {} : { type: contest.type }),
  };
  if (progress.stored === null || progress.pid === null) {
    const { pid } = await addAdminContestProblem(toProblemBody(form, await bodyOptions(form)));
    progress.pid = pid;
    progress.stored = form;
  }
  const pid = progress.pid;
  await storeEditsSince(pid, form, progress, saveContestProblem);
  const place = {
    cid: contest.cid,
    pid,
    displayId: form.contestDisplayId.trim(),
    displayTitle: form.contestDisplayTitle.trim(),
  };
  const link = progress.attachTried ? await existingLink(contest.cid, pid) : null;
  progress.attachTried = true;
  await setAdminContestProblem(link?.id === undefined ? place : { ...place, id: link.id });
  return { ...form, uploadTestcaseDir: '', id: pid };
}
