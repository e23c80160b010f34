import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionInfoVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { Spinner } from '@portal/shared/ui/icons';
import { setSubmissionShare } from '../api/judgeActions';
import { submissionKeys } from '../api/submissionQueries';
import '@portal/i18n/pages/submissions';

/** The owner's share / unshare toggle (the page shows it only where sharing is possible). */
export function ShareButton({ submitId, shared }: { submitId: number; shared: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (share: boolean) => setSubmissionShare(submitId, share),
    onSuccess: (_, share) => {
      client.setQueryData<SubmissionInfoVO>(submissionKeys.detail(submitId), (info) =>
        info ? { ...info, submission: { ...info.submission, share } } : info,
      );
      showToast('success', t(share ? 'submissions.detail.shared' : 'submissions.detail.unshared'));
    },
  });
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => mutation.mutate(!shared)}
      disabled={mutation.isPending}
    >
      {mutation.isPending ? <Spinner /> : null}
      {t(shared ? 'submissions.detail.unshare' : 'submissions.detail.share')}
    </button>
  );
}
