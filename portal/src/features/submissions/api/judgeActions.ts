import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Judge, JudgeStatus, SubmissionInfoVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { submissionKeys, type SubmissionPage } from './submissionQueries';

/** The largest score the server can store (a 32-bit int column). */
export const MAX_STORED_SCORE = 2_147_483_647;

/**
 * Super admin: a problem's total score, the manual judge's ceiling for a scored problem. Read from the problem's
 * admin view, quietly: when it cannot be read the score is only bounded by what the server can store.
 */
export const problemTotalScoreQuery = (pid: number) =>
  queryOptions({
    queryKey: [...submissionKeys.all, 'problem-score', pid] as const,
    queryFn: async ({ signal }): Promise<number | null> => {
      const problem = await unwrap(
        api.GET('/api/admin/problem', {
          params: { query: { pid } },
          signal,
          fetch: fetchWith({ silent: true }),
        }),
      );
      const total = problem.ioScore;
      return typeof total === 'number' && Number.isSafeInteger(total) && total > 0 ? total : null;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Super admin: judge again from scratch (the answer is the submission back at Pending, score emptied). */
export const rejudgeSubmission = (submitId: number) =>
  unwrap(api.GET('/api/admin/judge/rejudge', { params: { query: { submitId } } }));

/** Super admin: set the verdict (and the score of a scored problem) by hand. */
export const manualJudge = (submitId: number, status: JudgeStatus, score: number | null) =>
  unwrap(
    api.GET('/api/admin/judge/manual-judge', {
      params: { query: { submitId, status, ...(score !== null ? { score } : {}) } },
    }),
  );

/** Super admin: mark the submission Cancelled, clearing its score. */
export const cancelJudge = (submitId: number) =>
  unwrap(api.GET('/api/admin/judge/cancel-judge', { params: { query: { submitId } } }));

/** Owner: send a Submitted Failed submission to the judge again (the answer is the submission back at Pending). */
export const resubmitSubmission = (submitId: number) =>
  unwrap(api.GET('/api/resubmit', { params: { query: { submitId } } }));

/** Owner: share or stop sharing the code. */
export async function setSubmissionShare(submitId: number, share: boolean): Promise<void> {
  await api.PUT('/api/submission', { body: { submitId, share } });
}

/**
 * Lays a changed submission over every cached copy (the list pages and its own page), so the rows and the page
 * show the new verdict at once; a list whose data changes starts a new round of live polling from it.
 */
export function applyJudgeUpdate(client: QueryClient, judge: Judge): void {
  const { submitId } = judge;
  if (submitId === undefined) return;
  const fields = {
    ...(judge.status !== null && judge.status !== undefined ? { status: judge.status } : {}),
    score: judge.score ?? null,
    time: judge.time ?? null,
    memory: judge.memory ?? null,
    judger: judge.judger ?? null,
    isManual: judge.isManual ?? null,
    oiRankScore: judge.oiRankScore ?? null,
  };
  client.setQueriesData<SubmissionPage>({ queryKey: submissionKeys.lists() }, (page) =>
    page && page.records.some((record) => record.submitId === submitId)
      ? {
          ...page,
          records: page.records.map((record) =>
            record.submitId === submitId ? { ...record, ...fields } : record,
          ),
        }
      : page,
  );
  client.setQueryData<SubmissionInfoVO>(submissionKeys.detail(submitId), (info) =>
    info ? { ...info, submission: { ...info.submission, ...fields } } : info,
  );
}
