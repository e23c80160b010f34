import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { contestProblemsQuery } from '@portal/features/contests/api/contestQueries';
import { AC_INFO_PAGE_SIZE, acInfoQuery } from '../api/acInfoApi';
import { AcInfoTable } from '../components/AcInfoTable';
import { PolledList } from '../components/PolledList';
import { ToolFrame } from '../components/ToolFrame';
import { useAcCheckedToggle } from '../hooks/useAcCheckedToggle';

function AcInfoList({ contestId }: { contestId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(acInfoQuery(contestId, page));
  // The balloon colours are a nicety: the list stands on its own when the problems cannot be read.
  const problems = useQuery(contestProblemsQuery(contestId));
  const colours = useMemo(
    () => new Map((problems.data ?? []).map((problem) => [problem.displayId, problem.color])),
    [problems.data],
  );
  const toggle = useAcCheckedToggle(contestId);

  return (
    <PolledList
      query={query}
      page={page}
      pageSize={AC_INFO_PAGE_SIZE}
      onPage={setPage}
      texts={{
        loading: t('contestTools.acInfo.loading'),
        error: t('contestTools.acInfo.error'),
        empty: t('contestTools.acInfo.empty'),
        paused: t('contestTools.acInfo.paused'),
        pages: t('contestTools.acInfo.pages'),
        count: 'contestTools.acInfo.count',
      }}
    >
      {(records) => (
        <AcInfoTable
          contestId={contestId}
          records={records}
          colours={colours}
          checkedOf={toggle.checkedOf}
          isPending={toggle.isPending}
          onToggle={toggle.toggle}
        />
      )}
    </PolledList>
  );
}

/**
 * /contest/:contestID/ac-info (contest admins, ACM): the balloon desk. The contest's accepted submissions, read
 * again every 10 s, each with a switch saying its balloon went out.
 */
export function ContestAcInfoPage() {
  const t = useT();
  return (
    <ToolFrame title={t('contestTools.acInfo.title')} intro={t('contestTools.acInfo.intro')} requires="acm">
      {(_contest, contestId) => <AcInfoList contestId={contestId} />}
    </ToolFrame>
  );
}
