import { queryOptions } from '@tanstack/react-query';
import {
  JudgeStatus,
  type AiChatRequest,
  type Judge,
  type LastAcceptedCodeVO,
  type SubmitJudgeDTO,
  type TestJudgeDTO,
  type TestJudgeVO,
} from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { postEventStream } from '@hoj/core/http/eventStream';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { isLiveStatus } from '@hoj/core/domain/judgeStatus';
import { previousPollFailed } from '@hoj/core/polling/previousPollFailed';
import { livePollOptions } from '@portal/shared/api/livePolling';

/** A test judge's result is asked every second until it is no longer pending. */
export const TEST_JUDGE_POLL_MS = 1000;

// A poll after a failed one asks quietly: the workbench already says that the status could not be checked.
const quietFetch = fetchWith({ silent: true });

export const workbenchKeys = {
  judge: (submitId: number, cid: number | null) => ['workbench', 'judge', submitId, cid ?? 0] as const,
  submission: (submitId: number) => ['workbench', 'submission', submitId] as const,
  testJudge: (key: string) => ['workbench', 'test-judge', key] as const,
  // The shell reads the same entries (contest menu, locks), so a registration here opens them there too.
  contestAccess: (cid: number, uid: string) => ['contest', cid, 'access', uid] as const,
  contestAccessAll: (cid: number) => ['contest', cid, 'access'] as const,
};

export const submitJudge = (body: SubmitJudgeDTO): Promise<Judge> =>
  unwrap(api.POST('/api/submit-problem-judge', { body }));

export const resubmitJudge = (submitId: number): Promise<Judge> =>
  unwrap(api.GET('/api/resubmit', { params: { query: { submitId } } }));

export const lastAcceptedCode = (pid: number, cid: number | null): Promise<LastAcceptedCodeVO> =>
  unwrap(api.GET('/api/get-last-ac-code', { params: { query: { pid, ...(cid !== null ? { cid } : {}) } } }));

export const submitTestJudge = (body: TestJudgeDTO): Promise<string> =>
  unwrap(api.POST('/api/submit-problem-test-judge', { body }));

/** Rejects with the server's reason (a wrong password, a full contest). */
export async function registerContest(cid: number, password: string): Promise<void> {
  await api.POST('/api/register-contest', { body: { cid, password } });
}

/**
 * A submission's status, polled every 2 s while the judge works on it (the rule shared with the submission
 * pages: at most 300 live answers, a growing wait after failures, paused in a hidden tab and asked at once when
 * it is shown with a poll overdue). Contest submissions are asked through the contest's check, which applies
 * the contest's rules (a sealed board's mask).
 */
export const judgeStatusQuery = (submitId: number, cid: number | null, first: Judge) =>
  queryOptions({
    queryKey: workbenchKeys.judge(submitId, cid),
    queryFn: async (context): Promise<Judge> => {
      const { signal } = context;
      const fetch = previousPollFailed(context) ? quietFetch : undefined;
      const body = { submitIds: [submitId] };
      const map =
        cid !== null
          ? await unwrap(
              api.POST('/api/check-contest-submissions-status', { body: { ...body, cid }, signal, fetch }),
            )
          : await unwrap(api.POST('/api/check-submissions-status', { body, signal, fetch }));
      return map[String(submitId)] ?? first;
    },
    // The submit's answer is the first state; the first poll follows one interval later.
    initialData: first,
    staleTime: Infinity,
    retry: false,
    ...livePollOptions<Judge>((judge) => isLiveStatus(judge.status)),
  });

/** The whole submission, for a compile error's message (the status checks leave it out). */
export const submissionQuery = (submitId: number) =>
  queryOptions({
    queryKey: workbenchKeys.submission(submitId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/get-submission-detail', { params: { query: { submitId } }, signal })),
    retry: false,
  });

const PENDING_RUN: TestJudgeVO = { status: JudgeStatus.PENDING };

/**
 * A test run's result, every second while it is pending, under the same rule as the judge's polls (a cap, a
 * growing wait after failures, paused in a hidden tab). The run is Pending from the moment its key is known.
 */
export const testJudgeResultQuery = (key: string) =>
  queryOptions({
    queryKey: workbenchKeys.testJudge(key),
    queryFn: (context): Promise<TestJudgeVO> =>
      unwrap(
        api.GET('/api/get-test-judge-result', {
          params: { query: { testJudgeKey: key } },
          signal: context.signal,
          fetch: previousPollFailed(context) ? quietFetch : undefined,
        }),
      ),
    initialData: PENDING_RUN,
    // The placeholder is not an answer: the first real one is asked for at once.
    initialDataUpdatedAt: 0,
    retry: false,
    ...livePollOptions<TestJudgeVO>((result) => isLiveStatus(result.status), TEST_JUDGE_POLL_MS),
  });

export const contestAccessQuery = (cid: number, uid: string) =>
  queryOptions({
    queryKey: workbenchKeys.contestAccess(cid, uid),
    queryFn: async ({ signal }): Promise<boolean> =>
      (await unwrap(api.GET('/api/get-contest-access', { params: { query: { cid } }, signal }))).access,
  });

/** The AI helper's answer, piece by piece; resolves at its normal end, rejects on failure or abort. */
export function streamAiChat(
  body: AiChatRequest,
  onPiece: (text: string) => void,
  signal: AbortSignal,
): Promise<void> {
  return postEventStream('/api/ai/chat-stream', {
    body,
    signal,
    // The helper's panel says what went wrong, with its own retry.
    silent: true,
    onItem: (item) => {
      const content = (item as { choices?: Array<{ delta?: { content?: unknown } }> }).choices?.[0]?.delta
        ?.content;
      if (typeof content === 'string') onPiece(content);
    },
  });
}
