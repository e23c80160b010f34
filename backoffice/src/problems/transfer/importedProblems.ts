import { getAdminProblemCases, getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import type { Problem } from '@generated/model/index';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';

/** One problem an import added, as the result table shows it. */
export interface ImportedRow {
  id: number;
  problemId: string;
  title: string;
  /** Number of test cases; null when they could not be read. */
  cases: number | null;
}

const QUIET: HojRequestInit = { silent: true };
const PAGE = 50;
/** More than any one package holds; the walk stops here rather than read a whole problem bank. */
const MAX_PAGES = 10;

/**
 * The id of the newest problem in the bank (0 for an empty bank). The admin list is newest first, so what an
 * import adds is every problem above this id once it is done.
 */
export async function newestProblemId(): Promise<number> {
  const page = await getAdminProblemList({ limit: 1, currentPage: 1 }, QUIET);
  return page.records?.[0]?.id ?? 0;
}

async function casesOf(pid: number): Promise<number | null> {
  try {
    const cases = await getAdminProblemCases({ pid }, QUIET);
    return Array.isArray(cases) ? cases.length : null;
  } catch {
    return null;
  }
}

/**
 * The problems added since `afterId`, oldest first, with their case counts. The import calls answer only success
 * or a message, so this is how the page learns what a package became: by reading the bank the way its list does.
 */
export async function problemsAddedAfter(afterId: number): Promise<ImportedRow[]> {
  const added: Problem[] = [];
  for (let currentPage = 1; currentPage <= MAX_PAGES; currentPage += 1) {
    const page = await getAdminProblemList({ limit: PAGE, currentPage }, QUIET);
    const records = page.records ?? [];
    const newer = records.filter((p) => typeof p.id === 'number' && p.id > afterId);
    added.push(...newer);
    if (newer.length < records.length || records.length < PAGE) break;
  }
  const rows = added.reverse();
  const counts = await Promise.all(rows.map((p) => casesOf(p.id ?? 0)));
  return rows.map((p, i) => ({
    id: p.id ?? 0,
    problemId: p.problemId ?? '',
    title: p.title ?? '',
    cases: counts[i] ?? null,
  }));
}
