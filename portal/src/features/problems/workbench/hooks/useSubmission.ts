import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Judge, ProblemInfoVO } from '@generated/model/index';
import { isFinalStatus } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { usePollRecovery } from '@portal/shared/api/livePolling';
import { showToast } from '@portal/shared/toast/toastStore';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import {
  judgeStatusQuery,
  registerContest,
  resubmitJudge,
  submitJudge,
  workbenchKeys,
} from '../api/workbenchApi';
import type { ContestContext } from './useContestRules';
import {
  checkCode,
  initialSubmitState,
  isLocked,
  RELEASE_AFTER_MS,
  SUBMIT_DEBOUNCE_MS,
  submitReducer,
  type SubmitState,
} from '../model/submitFlow';

export interface SubmissionOptions {
  problem: ProblemInfoVO;
  route: ProblemRoute;
  code: string;
  language: string;
  contest: ContestContext;
  /** A submission reached its final status. */
  onJudged: () => void;
  /** The server took a submission (or a resubmission): lists of the reader's submissions read again. */
  onSubmitted?: (() => void) | undefined;
  /** A new submission starts (the AI helper stops answering about the previous one). */
  onSubmitStart: () => void;
}

export interface Submission {
  state: SubmitState;
  /** The submission as last polled (null when none is tracked). */
  judge: Judge | null;
  /** Submit is locked: a submission is on its way, being judged, or judged less than 2 s ago. */
  locked: boolean;
  /** From the first click: the 500 ms of gathering clicks, then the submit itself. */
  busy: boolean;
  /** The last status poll failed; polls go on with a growing wait until one succeeds. */
  pollFailed: boolean;
  retryPoll: () => void;
  retryingPoll: boolean;
  /** A click on Submit: the last click within 500 ms submits. */
  requestSubmit: () => void;
  resubmit: () => Promise<void>;
  resubmitting: boolean;
  dialog: 'password' | 'cover' | null;
  closeDialog: () => void;
  /** The contest's password, then the submission. Resolves false when the registration was refused. */
  registerAndSubmit: (password: string) => Promise<boolean>;
  confirmCover: () => void;
}

/** Submitting the editor's code and following its judging (see `submitReducer` for the states). */
export function useSubmission(options: SubmissionOptions): Submission {
  const { problem, route } = options;
  const t = useT();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  const [dialog, setDialog] = useState<'password' | 'cover' | null>(null);
  const [resubmitting, setResubmitting] = useState(false);
  const submittedBefore = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const send = useCallback(async () => {
    const { code, language, onSubmitStart } = latest.current;
    dispatch({ type: 'start' });
    onSubmitStart();
    try {
      const judge = await submitJudge({
        pid: route.problemId,
        language,
        code,
        cid: route.contestId ?? 0,
        tid: route.trainingId,
        gid: route.groupId,
        isRemote: problem.problem.isRemote ?? false,
      });
      submittedBefore.current = true;
      showToast('success', t('workbench.submitted'));
      dispatch({ type: 'accepted', judge, hidden: latest.current.contest.rules?.hidesResult ?? false });
      latest.current.onSubmitted?.();
    } catch {
      // The request layer has shown why; the draft is untouched, so nothing typed is lost.
      dispatch({ type: 'failed' });
    }
  }, [problem.problem.isRemote, route, t]);

  const attempt = useCallback(() => {
    const { code, contest: current } = latest.current;
    if (!isLoggedIn.peek()) {
      showToast('warning', t('workbench.loginFirst'));
      openLoginDialog('loginRequired');
      return;
    }
    const problemWithCode = checkCode(code);
    if (problemWithCode) {
      showToast('error', t(problemWithCode === 'empty' ? 'workbench.codeEmpty' : 'workbench.codeTooLong'));
      return;
    }
    if (current.rules?.needsPassword) {
      setDialog('password');
      return;
    }
    if (current.rules?.hidesResult && submittedBefore.current) {
      setDialog('cover');
      return;
    }
    void send();
  }, [send, t]);

  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The click is answered at once (the button says "Submitting"), though the submit waits for the last click.
  const [gathering, setGathering] = useState(false);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const requestSubmit = useCallback(() => {
    clearTimeout(debounce.current);
    setGathering(true);
    debounce.current = setTimeout(() => {
      setGathering(false);
      attempt();
    }, SUBMIT_DEBOUNCE_MS);
  }, [attempt]);

  const tracked = state.phase === 'tracking' ? state.judge : null;
  const submitId = tracked?.submitId ?? 0;
  const poll = useQuery({
    ...judgeStatusQuery(submitId, route.contestId, tracked ?? {}),
    enabled: tracked !== null && submitId > 0,
  });
  useEffect(() => {
    if (poll.data && poll.data.submitId === submitId) dispatch({ type: 'update', judge: poll.data });
  }, [poll.data, submitId]);
  const pollFailed = tracked !== null && poll.isError;
  const retryPoll = () => void poll.refetch({ cancelRefetch: false });
  usePollRecovery(pollFailed, retryPoll);

  const finalKey =
    state.phase === 'tracking' && !state.released && isFinalStatus(state.judge.status)
      ? `${state.judge.submitId}:${state.judge.status}`
      : null;
  useEffect(() => {
    if (finalKey === null) return undefined;
    latest.current.onJudged();
    const timer = setTimeout(() => dispatch({ type: 'release' }), RELEASE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [finalKey]);

  const resubmit = useCallback(async () => {
    if (submitId <= 0) return;
    setResubmitting(true);
    try {
      const judge = { ...(await resubmitJudge(submitId)), submitId };
      showToast('success', t('workbench.resubmitted'));
      queryClient.setQueryData(workbenchKeys.judge(submitId, route.contestId), judge);
      dispatch({ type: 'resubmitted', judge });
      latest.current.onSubmitted?.();
    } catch {
      // Shown by the request layer; the failed submission stays as it was.
    } finally {
      setResubmitting(false);
    }
  }, [queryClient, route.contestId, submitId, t]);

  const registerAndSubmit = useCallback(
    async (password: string) => {
      const cid = route.contestId;
      if (cid === null) return false;
      try {
        await registerContest(cid, password);
      } catch {
        return false;
      }
      showToast('success', t('workbench.registered'));
      void queryClient.invalidateQueries({ queryKey: workbenchKeys.contestAccessAll(cid) });
      setDialog(null);
      void send();
      return true;
    },
    [queryClient, route.contestId, send, t],
  );

  return {
    state,
    judge: tracked,
    locked: isLocked(state) && !pollFailed,
    busy: gathering || state.phase === 'submitting',
    pollFailed,
    retryPoll,
    retryingPoll: pollFailed && poll.isFetching,
    requestSubmit,
    resubmit,
    resubmitting,
    dialog,
    closeDialog: () => setDialog(null),
    registerAndSubmit,
    confirmCover: () => {
      setDialog(null);
      void send();
    },
  };
}
