import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { isLoggedIn, rolesSignal } from '@portal/shared/session/sessionSignals';
import { useContestAdminLock } from '@portal/app/access/useAreaLock';
import { useWebsiteConfig } from '@portal/shared/api/websiteConfig';
import type { ContestMenuFacts } from './contestTabs';
import { parseRouteId } from './routeId';

/**
 * What picks the contest's further tabs for its menu (its rule, print, whether the user is its admin or the super
 * admin, the site's comment switch); null for a visitor and until the contest and the user's part in it are
 * known.
 */
export function useContestMenuFacts(contestID: string): ContestMenuFacts | null {
  useSignals();
  const { data: config } = useWebsiteConfig();
  const cid = parseRouteId(contestID);
  const enabled = cid !== null && isLoggedIn.value;
  const { data } = useQuery({ ...contestInfoQuery(cid ?? 0), enabled });
  const adminLock = useContestAdminLock(contestID);
  const roles = rolesSignal.value;
  if (!enabled || !data || adminLock === 'pending') return null;
  return {
    type: data.type,
    openPrint: data.openPrint === true,
    isContestAdmin: adminLock === null,
    isSuperAdmin: isSuperAdmin(roles),
    commentsOpen: config?.openContestComment === true,
  };
}
