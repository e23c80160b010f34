import { HttpError } from 'react-admin';
import {
  addAdminProblem,
  getAdminProblem,
  getAdminProblemCases,
  getAdminProblemList,
  updateAdminProblem,
} from '@generated/api/admin-problem/admin-problem';
import {
  getAllProblemTagsList,
  getLanguages,
  getProblemCodeTemplate,
  getProblemLanguages,
  getProblemTags,
} from '@generated/api/problem/problem';
import { addAdminContestProblem, setAdminContestProblem } from '@generated/api/admin-contest/admin-contest';
import type { Language, Tag } from '@generated/model/index';
import { fromProblemDetail, originalOf, toProblemBody } from '@hoj/core/editor/problemBody';
import type { ProblemForm } from '@hoj/core/editor/problemForm';
import { session } from '@hoj/core/session/session';

/** The editor's record: the form of one problem with react-admin's `id` (the numeric `pid`; null when new). */
export type ProblemEditorRecord = ProblemForm;

/** The judge a problem's languages and tags belong to: the site's own (`ME`) or the remote judge of its id. */
export function judgeOf(form: Pick<ProblemForm, 'isRemote' | 'problemId'>): string {
  return form.isRemote ? (form.problemId.split('-')[0]?.toUpperCase() ?? 'ME') : 'ME';
}

/**
 * Every language of the problem's judge (`pid` for a stored problem, whose judge may be a remote one). The
 * editor offers these; the save body carries whole rows of them.
 */
export function loadLanguageChoices(pid: number | null, signal?: AbortSignal): Promise<Language[]> {
  return getLanguages(pid === null ? { all: false } : { pid, all: false }, { signal });
}

/** Every tag of a judge that belongs to no group: what the tag picker offers and a save matches names with. */
export function loadTagChoices(judge: string, signal?: AbortSignal): Promise<Tag[]> {
  return getAllProblemTagsList({ oj: judge }, { signal });
}

/** A stored problem with its test cases, languages, code templates and tags, as the editor edits it. */
export async function loadProblemForEditing(pid: number, signal?: AbortSignal): Promise<ProblemEditorRecord> {
  const problem = await getAdminProblem({ pid }, { signal });
  const [cases, languages, templates, tags] = await Promise.all([
    getAdminProblemCases({ pid, isUpload: problem.isUploadCase ?? true }, { signal }),
    getProblemLanguages({ pid }, { signal }),
    getProblemCodeTemplate({ pid }, { signal }),
    getProblemTags({ pid }, { signal }),
  ]);
  return { ...fromProblemDetail(problem, cases, languages, templates, tags), id: pid };
}

/**
 * The save body needs whole language rows and the judge's existing tags (a typed tag that exists is sent as
 * that tag, not as a new one), read fresh at save time so a tag created meanwhile is not duplicated.
 */
async function bodyOptions(form: ProblemForm) {
  const [allLanguages, allTags] = await Promise.all([
    loadLanguageChoices(form.id),
    loadTagChoices(judgeOf(form)),
  ]);
  return { allLanguages, allTags };
}

/**
 * Creates the problem, then finds it again by its display id: HOJ's add answers `null`, and the display id is
 * unique (the server upper-cases it).
 */
export async function createProblem(data: Partial<ProblemForm>): Promise<ProblemEditorRecord> {
  const form = { ...(data as ProblemForm), id: null };
  const author = form.author || session.get().user?.username || '';
  const body = toProblemBody({ ...form, author }, await bodyOptions(form));
  await addAdminProblem(body);
  const problemId = (body.problem?.problemId ?? '').toUpperCase();
  const page = await getAdminProblemList({ keyword: problemId, currentPage: 1, limit: 10 });
  const created = page.records.find((row) => (row.problemId ?? '').toUpperCase() === problemId);
  if (typeof created?.id !== 'number') throw new HttpError('ra.notification.item_doesnt_exist', 404);
  return { ...form, author, problemId: created.problemId ?? problemId, id: created.id };
}

/**
 * A problem made for one contest: stored as contest-only (auth 3), then given its label and title there, as the
 * old front end does (the backend's add call answers the new `pid`; the contest's problem list is a second call).
 */
export async function createContestProblem(
  data: Partial<ProblemForm>,
  contestId: number,
): Promise<ProblemEditorRecord> {
  const form = { ...(data as ProblemForm), id: null, auth: 3 as const };
  const author = form.author || session.get().user?.username || '';
  const body = toProblemBody({ ...form, author }, await bodyOptions(form));
  const { pid } = await addAdminContestProblem(body);
  await setAdminContestProblem({
    cid: contestId,
    pid,
    displayId: form.contestDisplayId.trim(),
    displayTitle: form.contestDisplayTitle.trim(),
  });
  return { ...form, author, id: pid };
}

/**
 * Saves an edited problem. The judge settings it was loaded with tell the server whether the judge program and
 * the case mode must be rebuilt. After saving, newly uploaded data is the stored data.
 */
export async function saveProblem(
  pid: number,
  data: Partial<ProblemForm>,
  previousData: Partial<ProblemForm>,
): Promise<ProblemEditorRecord> {
  const form = { ...(previousData as ProblemForm), ...(data as ProblemForm), id: pid };
  const original = originalOf(previousData as ProblemForm);
  await updateAdminProblem(toProblemBody(form, { ...(await bodyOptions(form)), original }));
  return { ...form, uploadTestcaseDir: '' };
}
