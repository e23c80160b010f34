import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { showToast } from '@portal/shared/toast/toastStore';
import { Skeleton } from '@portal/shared/ui/states';
import { AREA_LOCK_REASON, decideAreaGuard, type AreaLock } from '../access/areaLock';
import { useContestAdminLock, useContestLock, useGroupLock } from '../access/useAreaLock';

/**
 * The pages of a contest or group behind its lock: shown when open, a placeholder while the lock is being
 * learnt, else a redirect to the area's home (where the password form or the join button is) with a toast
 * saying why. The disabled menu entries follow the same lock, so only a typed or bookmarked address gets here.
 */
function AreaPages({ lock, home }: { lock: AreaLock | null; home: string }) {
  const decision = decideAreaGuard(lock);
  const reason = decision.kind === 'redirect' ? decision.reason : null;

  useEffect(() => {
    if (reason) showToast('warning', translateIn(localeSignal.peek(), AREA_LOCK_REASON[reason]));
  }, [reason]);

  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return (
        <div className="page">
          <Skeleton rows={2} />
        </div>
      );
    case 'redirect':
      return <Navigate to={home} replace />;
  }
}

/** The pages of `/contest/:contestID` but its home: closed while scheduled, or private without access. */
export function ContestPagesGuard() {
  const contestID = useParams().contestID ?? '';
  return <AreaPages lock={useContestLock(contestID)} home={`/contest/${encodeURIComponent(contestID)}`} />;
}

/** The contest's admin pages (AC info, admin print, scroll board): its administrators only. */
export function ContestAdminPagesGuard() {
  const contestID = useParams().contestID ?? '';
  return (
    <AreaPages lock={useContestAdminLock(contestID)} home={`/contest/${encodeURIComponent(contestID)}`} />
  );
}

/** The pages of `/group/:groupID` other than its home: for members and the super admin only. */
export function GroupPagesGuard() {
  const groupID = useParams().groupID ?? '';
  return <AreaPages lock={useGroupLock(groupID)} home={`/group/${encodeURIComponent(groupID)}`} />;
}
