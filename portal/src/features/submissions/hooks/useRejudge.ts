import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { applyJudgeUpdate, rejudgeSubmission } from '../api/judgeActions';
import { submissionKeys } from '../api/submissionQueries';
import '@portal/i18n/pages/submissions';

/**
 * Super admin's rejudge: the submission goes back to Pending with its score emptied in every cached copy, which
 * makes it live again so the list or page polls it to its new verdict. A refusal is shown by the request layer.
 */
export function useRejudge() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submitId: number) => rejudgeSubmission(submitId),
    onSuccess: (judge, submitId) => {
      applyJudgeUpdate(client, { ...judge, submitId: judge.submitId ?? submitId });
      void client.invalidateQueries({ queryKey: submissionKeys.cases(submitId) });
      showToast('success', t('submissions.rejudged'));
    },
  });
}
