import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Judge, JudgeStatus } from '@generated/model/index';
import { canCancelJudge, canManualJudge } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { RefreshIcon, ShieldIcon, Spinner } from '@portal/shared/ui/icons';
import { applyJudgeUpdate, cancelJudge, manualJudge } from '../api/judgeActions';
import { submissionKeys } from '../api/submissionQueries';
import { useRejudge } from '../hooks/useRejudge';
import { ManualJudgeDialog } from './ManualJudgeDialog';
import '@portal/i18n/pages/submissions';

type Open = 'manual' | 'cancel' | null;

/**
 * The super admin's actions on one submission: rejudge, set the verdict by hand, cancel. Loaded only for the
 * super admin, so other visitors never download it. Each success updates the page at once.
 */
export function AdminJudgeActions({ submission }: { submission: Judge }) {
  const t = useT();
  const client = useQueryClient();
  const submitId = submission.submitId ?? 0;
  const [open, setOpen] = useState<Open>(null);
  const rejudge = useRejudge();

  const afterChange = (judge: Judge, message: string) => {
    applyJudgeUpdate(client, { ...judge, submitId: judge.submitId ?? submitId });
    void client.invalidateQueries({ queryKey: submissionKeys.detail(submitId) });
    void client.invalidateQueries({ queryKey: submissionKeys.cases(submitId) });
    setOpen(null);
    showToast('success', message);
  };

  const manual = useMutation({
    mutationFn: ({ status, score }: { status: JudgeStatus; score: number | null }) =>
      manualJudge(submitId, status, score),
    onSuccess: (judge) => afterChange(judge, t('submissions.admin.updated')),
  });
  const cancel = useMutation({
    mutationFn: () => cancelJudge(submitId),
    onSuccess: (judge) => afterChange(judge, t('submissions.admin.cancelled')),
  });
  const busy = rejudge.isPending || manual.isPending || cancel.isPending;
  const manualAllowed = canManualJudge(submission.status);

  return (
    <div className="admin-judge" role="group" aria-label={t('submissions.admin.title')}>
      <ShieldIcon />
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => rejudge.mutate(submitId)}
        disabled={busy}
      >
        {rejudge.isPending ? <Spinner /> : <RefreshIcon />}
        {t('submissions.rejudge')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen('manual')}
        disabled={busy || !manualAllowed}
        title={manualAllowed ? undefined : t('submissions.admin.manualDisabled')}
      >
        {t('submissions.admin.manualTitle')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen('cancel')}
        disabled={busy || !canCancelJudge(submission.status)}
      >
        {t('submissions.admin.cancel')}
      </button>
      {open === 'manual' ? (
        <ManualJudgeDialog
          submission={submission}
          busy={manual.isPending}
          onSave={(status, score) => manual.mutate({ status, score })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'cancel' ? (
        <ConfirmDialog
          title={t('submissions.admin.cancel')}
          message={t('submissions.admin.cancelConfirm', { id: submitId })}
          confirmLabel={t('submissions.admin.cancel')}
          cancelLabel={t('submissions.admin.keep')}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
