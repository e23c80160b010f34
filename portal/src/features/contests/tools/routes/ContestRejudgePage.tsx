import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestProblemVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { contestKeys, contestProblemsQuery } from '@portal/features/contests/api/contestQueries';
import { rejudgeContestProblem } from '../api/rejudgeApi';
import { RejudgeTable } from '../components/RejudgeTable';
import { ToolFrame } from '../components/ToolFrame';

function RejudgeList({ contestId }: { contestId: number }) {
  const t = useT();
  const client = useQueryClient();
  const problems = useQuery(contestProblemsQuery(contestId));
  const [asked, setAsked] = useState<ContestProblemVO | null>(null);
  const rejudge = useMutation({
    mutationFn: (problem: ContestProblemVO) => rejudgeContestProblem(contestId, problem.pid),
    onSuccess: () => {
      setAsked(null);
      showToast('success', t('contestTools.rejudge.success'));
      // The counts change as the judge works through the submissions again.
      void client.invalidateQueries({ queryKey: contestKeys.problems(contestId) });
    },
    // A refusal is told by the request layer; the dialog stays for another try.
  });

  const view = queryView(problems);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} label={t('contestTools.rejudge.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('contestTools.rejudge.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void problems.refetch()}
        retrying={problems.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('contestTools.rejudge.empty')} />;
  else
    body = (
      <RejudgeTable
        problems={view.data}
        rejudging={rejudge.isPending ? (rejudge.variables?.pid ?? null) : null}
        onRejudge={setAsked}
      />
    );

  return (
    <>
      <RefreshFailed query={problems} />
      {body}
      {asked ? (
        <ConfirmDialog
          title={t('contestTools.rejudge.confirmTitle', { problem: asked.displayId })}
          message={t('contestTools.rejudge.confirmMessage', {
            problem: asked.displayId,
            title: asked.displayTitle ?? '',
          })}
          confirmLabel={t('contestTools.rejudge.confirm')}
          cancelLabel={t('contestTools.rejudge.cancel')}
          busy={rejudge.isPending}
          onConfirm={() => rejudge.mutate(asked)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </>
  );
}

/**
 * /contest/:contestID/rejudge (super admin): every submission of one of the contest's problems judged again,
 * after a confirmation.
 */
export function ContestRejudgePage() {
  const t = useT();
  return (
    <ToolFrame title={t('contestTools.rejudge.title')} intro={t('contestTools.rejudge.intro')}>
      {(_contest, contestId) => <RejudgeList contestId={contestId} />}
    </ToolFrame>
  );
}
