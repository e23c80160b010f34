import { queryOptions } from '@tanstack/react-query';
import type { JudgeVO, PageJudgeVO, SubmissionInfoVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { SubmissionFilters } from '../model/submissionFilters';

/** The status page lists 15 submissions a page. */
export const SUBMISSIONS_PER_PAGE = 15;
/** The problem page's "my submissions" tab lists 10. */
export const MY_SUBMISSIONS_PER_PAGE = 10;

export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (filters: SubmissionFilters, limit: number) => [...submissionKeys.lists(), filters, limit] as const,
  detail: (submitId: number) => [...submissionKeys.all, 'detail', submitId] as const,
  cases: (submitId: number) => [...submissionKeys.all, 'cases', submitId] as const,
};

/** A page of submissions; a server's null list reads as an empty page. */
export interface SubmissionPage {
  records: JudgeVO[];
  total: number;
  pages: number;
}

function pageOf(page: PageJudgeVO): SubmissionPage {
  return {
    records: recordsOf<JudgeVO>(page.records, 'submission list'),
    total: page.total,
    pages: page.pages,
  };
}

function fetchList(filters: SubmissionFilters, limit: number, signal: AbortSignal) {
  const common = {
    onlyMine: filters.onlyMine,
    currentPage: filters.currentPage,
    limit,
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...(filters.username && !filters.onlyMine ? { username: filters.username } : {}),
    ...(filters.problemID ? { problemID: filters.problemID } : {}),
    ...(filters.completeProblemID ? { completeProblemID: true } : {}),
  };
  if (filters.contestID !== null) {
    return unwrap(
      api.GET('/api/contest-submissions', {
        params: {
          query: {
            ...common,
            contestID: filters.contestID,
            beforeContestSubmit: filters.beforeContestSubmit,
            ...(filters.containsEnd ? { containsEnd: true } : {}),
          },
        },
        signal,
      }),
    );
  }
  return unwrap(
    api.GET('/api/get-submission-list', {
      params: { query: { ...common, ...(filters.gid !== null ? { gid: filters.gid } : {}) } },
      signal,
    }),
  );
}

/** A contest's submissions through the contest call, everyone else's through the list call (with `gid`). */
export const submissionListQuery = (filters: SubmissionFilters, limit: number) =>
  queryOptions({
    queryKey: submissionKeys.list(filters, limit),
    queryFn: async ({ signal }) => pageOf(await fetchList(filters, limit, signal)),
    placeholderData: (previous) => previous,
  });

/**
 * A submission with its code. Read once: while the judge works on it the page follows its status with the batch
 * check, and reads the whole submission again once when it is final.
 */
export const submissionDetailQuery = (submitId: number) =>
  queryOptions({
    queryKey: submissionKeys.detail(submitId),
    queryFn: ({ signal }): Promise<SubmissionInfoVO> =>
      unwrap(api.GET('/api/get-submission-detail', { params: { query: { submitId } }, signal })),
  });

/** The test-case results; null when the problem or the contest keeps them closed. */
export const caseResultQuery = (submitId: number) =>
  queryOptions({
    queryKey: submissionKeys.cases(submitId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/get-all-case-result', { params: { query: { submitId } }, signal })),
  });
