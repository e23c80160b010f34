import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProblemInfoVO } from '@generated/model/index';
import { isLiveStatus } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { usePollRecovery } from '@portal/shared/api/livePolling';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { languageModeOf } from '@portal/features/problems/editor/languageModes';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { submitTestJudge, testJudgeResultQuery } from '../api/workbenchApi';
import { checkCode } from '../model/submitFlow';

/** The test judge's input is capped at this many characters. */
export const MAX_TEST_INPUT = 1000;

export type TestJudgeTab = 'input' | 'result';

/**
 * Runs the editor's code on the reader's own input and follows the result (every second while pending, with a
 * growing wait after failed polls, at once when the reader or the network comes back).
 */
export function useTestJudge(problem: ProblemInfoVO, route: ProblemRoute, code: string, language: string) {
  const t = useT();
  const [input, setInputText] = useState('');
  const [expected, setExpected] = useState('');
  const [tab, setTab] = useState<TestJudgeTab>('input');
  const [key, setKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const result = useQuery({ ...testJudgeResultQuery(key ?? ''), enabled: key !== null });
  const pollFailed = key !== null && result.isRefetchError && isLiveStatus(result.data?.status);
  const { refetch } = result;
  usePollRecovery(pollFailed, () => void refetch({ cancelRefetch: false }));

  const setInput = useCallback((text: string) => setInputText(text.slice(0, MAX_TEST_INPUT)), []);

  /** Resolves true when the run was taken and the result tab shows it. */
  const run = useCallback(async (): Promise<boolean> => {
    if (!isLoggedIn.peek()) {
      showToast('warning', t('workbench.loginFirst'));
      openLoginDialog('loginRequired');
      return false;
    }
    const problemWithCode = checkCode(code);
    if (problemWithCode) {
      showToast('error', t(problemWithCode === 'empty' ? 'workbench.codeEmpty' : 'workbench.codeTooLong'));
      return false;
    }
    setSending(true);
    try {
      const testKey = await submitTestJudge({
        pid: problem.problem.id ?? null,
        type: route.contestId !== null ? 'contest' : route.groupId !== null ? 'group' : 'public',
        code,
        language,
        userInput: input,
        expectedOutput: expected,
        isRemoteJudge: problem.problem.isRemote ?? false,
        mode: languageModeOf(language).mime,
      });
      setKey(testKey);
      setTab('result');
      return true;
    } catch {
      // The request layer has shown why.
      return false;
    } finally {
      setSending(false);
    }
  }, [code, expected, input, language, problem.problem.id, problem.problem.isRemote, route, t]);

  return { input, setInput, expected, setExpected, tab, setTab, run, sending, hasRun: key !== null, result };
}
