import type { ComponentType, Context } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatches, useParams } from 'react-router';
import type { ContestStatus } from '@generated/model/index';
import type { ContestViewer } from '@portal/features/contests';
import type { RouteHandle } from '@portal/app/router/routeHandle';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { parseRouteId } from './routeId';
import { useContestViewerFacts } from './useContestViewerFacts';
import { useRefreshAtSwitch } from './useRefreshAtSwitch';

/** The contest feature's parts the layout puts around a contest page, and the context it hands its pages. */
export interface ContestShellParts {
  ContestHeader: ComponentType;
  ContestAnnouncementWatcher: ComponentType;
  ContestViewerContext: Context<ContestViewer>;
}

/** A page that fills the screen below the bar (a problem and its editor) keeps only the status strip. */
function useFullHeightPage(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideFooter === true);
}

/** Follows the contest's switches on the server's time; renders nothing. */
function SwitchRefresh({ contestID, status }: { contestID: string; status: ContestStatus | null }) {
  const cid = parseRouteId(contestID);
  const { data } = useQuery({ ...contestInfoQuery(cid ?? 0), enabled: false });
  useRefreshAtSwitch(cid, status, data?.status);
  return null;
}

/**
 * Every page of `/contest/:contestID`: the contest header above it (but on full-height pages), the check for
 * unread contest announcements beside it, and the user's standing in the contest handed to its pages. The
 * status strip with the one clock and countdown is in the top bar (ContestStatusBar).
 */
export function contestLayoutWith({
  ContestHeader,
  ContestAnnouncementWatcher,
  ContestViewerContext,
}: ContestShellParts) {
  return function ContestLayout() {
    const contestID = useParams().contestID ?? '';
    const viewer = useContestViewerFacts(contestID);
    const fullHeight = useFullHeightPage();
    return (
      <ContestViewerContext value={viewer}>
        <SwitchRefresh contestID={contestID} status={viewer.status} />
        {fullHeight ? null : <ContestHeader />}
        <Outlet />
        <ContestAnnouncementWatcher />
      </ContestViewerContext>
    );
  };
}
