import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { applyJudgeUpdate, resubmitSubmission } from '../api/judgeActions';
import { submissionKeys } from '../api/submissionQueries';
import '@portal/i18n/pages/submissions';

/**
 * The owner's resubmit of a Submitted Failed submission: it goes back to Pending in every cached copy, which makes
 * it live again so the list or page follows it to its verdict. A refusal is shown by the request layer.
 */
export function useResubmit() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submitId: number) => resubmitSubmission(submitId),
    onSuccess: (judge, submitId) => {
      applyJudgeUpdate(client, { ...judge, submitId: judge.submitId ?? submitId });
      void client.invalidateQueries({ queryKey: submissionKeys.cases(submitId) });
      showToast('success', t('submissions.resubmitted'));
    },
  });
}
