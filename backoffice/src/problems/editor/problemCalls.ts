import {
  getAdminProblem,
  getAdminProblemCases,
  updateAdminProblem,
} from '@generated/api/admin-problem/admin-problem';
import {
  getAdminContestProblemDetail,
  updateAdminContestProblem,
} from '@generated/api/admin-contest/admin-contest';
import {
  getAllProblemTagsList,
  getLanguages,
  getProblemCodeTemplate,
  getProblemLanguages,
  getProblemTags,
} from '@generated/api/problem/problem';
import type { Language, ProblemDTO, Tag } from '@generated/model/index';
import { fromProblemDetail, originalOf, toProblemBody } from '@hoj/core/editor/problemBody';
import type { ProblemForm } from '@hoj/core/editor/problemForm';

/** The editor's record: the form of one problem with react-admin's `id` (the numeric `pid`; null when new). */
export type ProblemEditorRecord = ProblemForm;

/** The judge a problem's languages and tags belong to: the site's own (`ME`) or the remote judge of its id. */
export function judgeOf(form: Pick<ProblemForm, 'isRemote' | 'problemId'>): string {
  return form.isRemote ? (form.problemId.split('-')[0]?.toUpperCase() ?? 'ME') : 'ME';
}

/**
 * The last answer of each choice list, by its key. A save builds its body from what the editor was showing
 * rather than reading both lists again first: with a hung API that read cost a timeout of its own before the
 * save was even sent.
 */
const shownLanguages = new Map<number | null, Language[]>();
const shownTags = new Map<string, Tag[]>();

/**
 * Every language of the problem's judge (`pid` for a stored problem, whose judge may be a remote one). The
 * editor offers these; the save body carries whole rows of them.
 */
export async function loadLanguageChoices(pid: number | null, signal?: AbortSignal): Promise<Language[]> {
  const languages = await getLanguages(pid === null ? { all: false } : { pid, all: false }, { signal });
  shownLanguages.set(pid, languages);
  return languages;
}

/** Every tag of a judge that belongs to no group: what the tag picker offers and a save matches names with. */
export async function loadTagChoices(judge: string, signal?: AbortSignal): Promise<Tag[]> {
  const tags = await getAllProblemTagsList({ oj: judge }, { signal });
  shownTags.set(judge, tags);
  return tags;
}

/** A stored problem (`inContest`: opened from a contest) with its test cases, languages, code templates and tags, as the editor edits it. */
export async function loadProblemForEditing(
  pid: number,
  signal?: AbortSignal,
  inContest = false,
): Promise<ProblemEditorRecord> {
  // From a contest, the contest's own call: HOJ answers a refusal there in its own words.
  const problem = await (inContest ? getAdminContestProblemDetail : getAdminProblem)({ pid }, { signal });
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
 * that tag, not as a new one). Languages come from the list the editor showed; the tags are read fresh only
 * when a tag was typed in, so one created meanwhile by someone else is reused, not duplicated. The reads that
 * are needed run side by side.
 */
export async function bodyOptions(form: ProblemForm) {
  const judge = judgeOf(form);
  const typed = form.tags.some((tag) => tag.id === undefined);
  const [allLanguages, allTags] = await Promise.all([
    shownLanguages.get(form.id) ?? loadLanguageChoices(form.id),
    typed ? loadTagChoices(judge) : (shownTags.get(judge) ?? []),
  ]);
  return { allLanguages, allTags };
}

/**
 * Saves an edited problem. The judge settings it was loaded with tell the server whether the judge program and
 * the case mode must be rebuilt. After saving, newly uploaded data is the stored data.
 */
export async function saveProblem(
  pid: number,
  data: Partial<ProblemForm>,
  previousData: Partial<ProblemForm>,
  update: (body: ProblemDTO) => Promise<unknown> = updateAdminProblem,
): Promise<ProblemEditorRecord> {
  const form = { ...(previousData as ProblemForm), ...(data as ProblemForm), id: pid };
  const original = originalOf(previousData as ProblemForm);
  await update(toProblemBody(form, { ...(await bodyOptions(form)), original }));
  return { ...form, uploadTestcaseDir: '' };
}

/** A problem opened from a contest is saved through the contest's own call, as HOJ's editor does there. */
export const saveContestProblem = (
  pid: number,
  data: Partial<ProblemForm>,
  previousData: Partial<ProblemForm>,
): Promise<ProblemEditorRecord> => saveProblem(pid, data, previousData, updateAdminContestProblem);
