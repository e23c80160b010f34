import type { Language, ProblemDTO, Tag } from '@generated/model/index';
import { fromProblemDetail, toProblemBody, type ProblemOriginal } from '@hoj/core/editor/problemBody';
import type { ProblemForm } from '@hoj/core/editor/problemForm';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';

const quiet = fetchWith({ silent: true });

/**
 * The display id as the editor shows it: the group's short name is put in front by the server on every save,
 * so the editor holds the part after it (sending the whole id back would prefix it twice). The server stores
 * the id in capitals, so `PyClub` prefixes `PYCLUB01`.
 */
export function withoutGroupPrefix(problemId: string, shortName: string): string {
  const head = problemId.slice(0, shortName.length);
  return shortName && head.toUpperCase() === shortName.toUpperCase()
    ? problemId.slice(shortName.length)
    : problemId;
}

/** Every language of the site's own judge: what the editor offers, and the rows a save body carries. */
export async function loadLanguages(signal?: AbortSignal): Promise<Language[]> {
  const rows = await unwrap(api.GET('/api/languages', { params: { query: { all: false } }, signal }));
  return recordsOf<Language>(rows, 'languages').filter((row) => typeof row.name === 'string');
}

/** The site's tags and the group's own, which the tag picker offers and a save matches typed names with. */
export async function loadGroupTags(gid: number, signal?: AbortSignal): Promise<Tag[]> {
  const rows = await unwrap(
    api.GET('/api/group/get-all-problem-tags', { params: { query: { gid } }, signal }),
  );
  return recordsOf<Tag>(rows, 'group tags').filter((tag) => typeof tag.name === 'string');
}

/** A stored group problem with its cases, languages, templates and tags, as the editor edits it. */
export async function loadGroupProblem(pid: number, shortName: string, signal?: AbortSignal) {
  const problem = await unwrap(api.GET('/api/group/problem', { params: { query: { pid } }, signal }));
  const query = { params: { query: { pid } }, signal };
  const [cases, languages, templates, tags] = await Promise.all([
    unwrap(
      api.GET('/api/group/get-problem-cases', {
        params: { query: { pid, isUpload: problem.isUploadCase ?? true } },
        signal,
      }),
    ),
    unwrap(api.GET('/api/get-problem-languages', query)),
    unwrap(api.GET('/api/get-problem-code-template', query)),
    unwrap(api.GET('/api/get-problem-tags', query)),
  ]);
  const form = fromProblemDetail(problem, cases, languages, templates, tags);
  return { ...form, id: pid, problemId: withoutGroupPrefix(form.problemId, shortName) };
}

export interface SaveOptions {
  gid: number;
  allLanguages: readonly Language[];
  allTags: readonly Tag[];
  /** The judge settings the problem was loaded with; null for a new problem. */
  original: ProblemOriginal | null;
}

/** `POST` (new) or `PUT` (stored) `/api/group/problem`, with the problem in the group it is edited in. */
export async function saveGroupProblem(form: ProblemForm, options: SaveOptions): Promise<void> {
  const body: ProblemDTO = toProblemBody(
    { ...form, gid: options.gid },
    { allLanguages: options.allLanguages, allTags: options.allTags, original: options.original },
  );
  if (form.id === null) await api.POST('/api/group/problem', { body, fetch: quiet });
  else await api.PUT('/api/group/problem', { body, fetch: quiet });
}

/**
 * Compiles a special or interactive judge through the group's own call. Resolves with the judge server's
 * message; a failed compile rejects with the compiler's output as the error's message.
 */
export async function compileJudge(
  gid: number,
  kind: 'spj' | 'interactive',
  code: string,
  language: string,
): Promise<void> {
  const body = { code, language };
  const params = { query: { gid } };
  if (kind === 'spj') await api.POST('/api/group/compile-spj', { body, params, fetch: quiet });
  else await api.POST('/api/group/compile-interactive', { body, params, fetch: quiet });
}
