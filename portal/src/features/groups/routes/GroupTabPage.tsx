import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { EmptyState, Skeleton } from '@portal/shared/ui/states';
import { GroupContestsPage } from './GroupContestsPage';
import { GroupHomePage } from './GroupHomePage';
import { GroupMembersPage } from './GroupMembersPage';
import { GroupProblemsPage } from './GroupProblemsPage';
import { GroupRankPage } from './GroupRankPage';
import { GroupTrainingsPage } from './GroupTrainingsPage';

// The pages only a group's admins open come with their own chunk, asked for from here rather than by the
// route table: the entry every page loads then names neither them nor what they bring (the form rules, the
// cropper).
const GroupAnnouncementsPage = lazy(() =>
  import('./groupAdminPages').then((module) => ({ default: module.GroupAnnouncementsPage })),
);
const GroupSettingsPage = lazy(() =>
  import('./groupAdminPages').then((module) => ({ default: module.GroupSettingsPage })),
);

const TABS = new Map<string, ComponentType>([
  ['problem', GroupProblemsPage],
  ['training', GroupTrainingsPage],
  ['contest', GroupContestsPage],
  ['member', GroupMembersPage],
  ['rank', GroupRankPage],
  ['announcement', GroupAnnouncementsPage],
  ['setting', GroupSettingsPage],
]);

/**
 * The group's own tab named by the address (`/group/:groupID/:tab`; its home without one). The submissions
 * and discussions tabs are other features' pages, which the route table puts in the same frame.
 */
export function GroupTabPage() {
  const t = useT();
  const tab = useParams().tab;
  const Page = tab === undefined ? GroupHomePage : TABS.get(tab);
  if (!Page) return <EmptyState message={t('groups.tabs.missing')} />;
  return (
    <Suspense fallback={<Skeleton rows={4} label={t('groups.detail.loading')} />}>
      <Page />
    </Suspense>
  );
}
