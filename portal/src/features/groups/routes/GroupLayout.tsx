import { Outlet, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import '@portal/i18n/pages/groups';
import { useT } from '@portal/i18n/useT';
import { websiteConfigQuery } from '@portal/shared/api/websiteConfig';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { GroupHeader } from '../components/GroupHeader';
import { GroupTabs } from '../components/GroupTabs';
import { groupTabs, tabOfPath } from '../model/groupRights';
import { groupIdOf, groupPath, useGroupViewer } from '../model/useGroupViewer';
import './GroupLayout.css';
import './GroupTabPages.css';

/**
 * Every list page of a group (its home, problems, trainings, contests, submissions, discussions, members,
 * announcements, settings, rank): the group's header, and its tabs as far as the user may see them, above the
 * tab's page. A problem or a training of the group has a page of its own.
 */
export function GroupLayout() {
  const t = useT();
  const gid = groupIdOf(useParams().groupID);
  if (gid === null)
    return (
      <div className="page">
        <EmptyState message={t('groups.detail.missing')} />
      </div>
    );
  return <GroupShell key={gid} gid={gid} />;
}

function GroupShell({ gid }: { gid: number }) {
  const t = useT();
  const { pathname } = useLocation();
  const { group, level, viewer, rights } = useGroupViewer(gid);
  const config = useQuery(websiteConfigQuery());
  const view = queryView(group);
  const base = groupPath(gid);
  const current = tabOfPath(base, pathname);
  const name = view.kind === 'ready' ? view.data.name : null;
  usePageTitle(
    name ? t('groups.title', { name, tab: t(`groups.tab.${current}`) }) : t('groups.detail.loading'),
  );

  if (view.kind === 'pending')
    return (
      <div className="page group-layout">
        <Skeleton rows={4} label={t('groups.detail.loading')} />
      </div>
    );
  if (view.kind === 'failed')
    return (
      <div className="page group-layout">
        <ErrorState
          message={t('groups.detail.error')}
          detail={view.error.message}
          error={view.error}
          onRetry={() => void group.refetch()}
          retrying={group.isFetching}
        />
      </div>
    );

  const levelView = queryView(level);
  // The pages draw what the user may do there from the level: nothing is drawn before it is known.
  const known = levelView.kind === 'ready' || viewer.superAdmin;
  let tabs;
  if (known)
    tabs = (
      <GroupTabs
        base={base}
        tabs={groupTabs(rights, config.data?.openGroupDiscussion === true)}
        current={current}
      />
    );
  else if (levelView.kind === 'failed')
    tabs = (
      <ErrorState
        message={t('groups.level.error')}
        error={levelView.error}
        onRetry={() => void level.refetch()}
        retrying={level.isFetching}
      />
    );
  else tabs = <Skeleton rows={1} label={t('groups.detail.loading')} />;

  return (
    <div className="page group-layout">
      <GroupHeader group={{ ...view.data, id: gid }} viewer={known ? viewer : null} />
      {tabs}
      <RefreshFailed query={group} />
      <div className="group-layout__content">{known ? <Outlet /> : null}</div>
    </div>
  );
}
