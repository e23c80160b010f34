import { getAdminContestProblemList } from '@generated/api/admin-contest/admin-contest';
import { getContestInfo } from '@generated/api/contest/contest';
import type { ContestProblem, Problem } from '@generated/model/index';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { SEARCH_PAGE } from '@backoffice/providers/findInPages';

/** The page shows its own load error; the calls skip the global error toast. */
const quiet = (signal: AbortSignal): HojRequestInit => ({ signal, silent: true });

/** One problem of the contest: the bank's problem and the contest's label, title and balloon colour for it. */
export interface ContestProblemRow {
  pid: number;
  problemId: string;
  title: string;
  link: ContestProblem;
}

const byLabel = (a: ContestProblemRow, b: ContestProblemRow) =>
  (a.link.displayId ?? '').localeCompare(b.link.displayId ?? '', undefined, { numeric: true });

/** Joins the page of problems with the contest's entries (keyed by pid); a problem without one is left out. */
export function toRows(problems: readonly Problem[], links: Record<string, ContestProblem | undefined>) {
  return problems
    .flatMap((problem): ContestProblemRow[] => {
      const link = problem.id === undefined ? undefined : links[String(problem.id)];
      if (!link || problem.id === undefined) return [];
      return [{ pid: problem.id, problemId: problem.problemId ?? '', title: problem.title ?? '', link }];
    })
    .sort(byLabel);
}

export const contestProblemsKey = (cid: number) => ['admin', 'contest', cid, 'problems'] as const;

/** The contest's problems, all of them (a contest holds a handful; a hundred is far more than any has). */
export const contestProblemsQuery = (cid: number) => ({
  queryKey: contestProblemsKey(cid),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { problemList, contestProblemMap } = await getAdminContestProblemList(
      { cid, currentPage: 1, limit: SEARCH_PAGE },
      quiet(signal),
    );
    return toRows(problemList.records ?? [], contestProblemMap ?? {});
  },
});

/** The contest's title and rule (the picker offers problems of its rule). */
export const contestInfoQuery = (cid: number) => ({
  queryKey: ['admin', 'contest', cid, 'info'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getContestInfo({ cid }, quiet(signal)),
});

export interface BankQuery {
  cid: number;
  problemType: number;
  keyword: string;
  page: number;
  limit: number;
}

/** A page of the bank's problems the contest may take. */
export const bankQuery = ({ cid, problemType, keyword, page, limit }: BankQuery) => ({
  queryKey: ['admin', 'contest', cid, 'bank', problemType, keyword, page, limit] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { problemList } = await getAdminContestProblemList(
      {
        cid,
        problemType: problemType === 1 ? 1 : 0,
        keyword: keyword.trim() || undefined,
        currentPage: page,
        limit,
      },
      quiet(signal),
    );
    return { records: problemList.records ?? [], total: problemList.total ?? 0 };
  },
});

/** The label the next problem gets: the first letter from A not yet used, else the next number. */
export function nextDisplayId(taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.toUpperCase()));
  for (let code = 65; code <= 90; code += 1) {
    const letter = String.fromCharCode(code);
    if (!used.has(letter)) return letter;
  }
  return String(taken.length + 1);
}
