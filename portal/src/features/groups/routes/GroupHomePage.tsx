import { useT } from '@portal/i18n/useT';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { EmptyState } from '@portal/shared/ui/states';
import { GroupAnnouncements } from '../components/GroupAnnouncements';
import { useGroupPage } from '../model/useGroupViewer';

/**
 * The group's home: its description (the user renderer: any member may have written it) for everyone who may
 * see the group, and its announcements for members and the super admin.
 */
export function GroupHomePage() {
  const t = useT();
  const { gid, group, rights } = useGroupPage();
  const description = group.data?.description;
  return (
    <div className={rights.member ? 'group-home group-home--two' : 'group-home'}>
      <section className="group-panel" aria-label={t('groups.home.description')}>
        {description?.trim() ? (
          <LazyMarkdown source={description} rows={6} textWhileLoading />
        ) : (
          <EmptyState message={t('groups.home.noDescription')} />
        )}
      </section>
      {rights.member ? <GroupAnnouncements gid={gid} /> : null}
    </div>
  );
}
