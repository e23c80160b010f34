import { Link } from 'react-router';
import { GroupMemberAuth, type Group } from '@generated/model/index';
import { groupMemberAuthTable } from '@hoj/core/domain/group';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { formatDate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { Tag } from '@portal/shared/ui/Tag';
import type { GroupViewer } from '../model/groupRights';
import { GroupAuthTag, HiddenTag } from './GroupAuthTag';
import { GroupMembership } from './GroupMembership';

/**
 * What the user is in the group, in words: their level (the owner is its root), or the super admin's role.
 */
function YourLevel({ viewer }: { viewer: GroupViewer }) {
  const t = useT();
  const level = viewer.owner ? GroupMemberAuth.ROOT : viewer.level;
  const info = tableEntry(groupMemberAuthTable, level);
  if (info) return <Tag tone={info.color}>{t(info.labelKey)}</Tag>;
  if (viewer.superAdmin) return <Tag tone="primary">{t('groups.level.superAdmin')}</Tag>;
  return <Tag>{t('groups.level.none')}</Tag>;
}

/**
 * The group above each of its pages: avatar, name and short name, visibility, owner, creation date, number,
 * the user's level in it and what they can do about belonging to it (once the level is known: a join button
 * must not flash for a member).
 */
export function GroupHeader({
  group,
  viewer,
}: {
  group: Group & { id: number };
  /** Null while the user's level is not known yet. */
  viewer: GroupViewer | null;
}) {
  const t = useT();
  const locale = useLocale();
  const name = group.name || t('groups.unnamed');
  return (
    <header className="group-header">
      <Avatar src={group.avatar} name={name} size={80} />
      <div className="group-header__main">
        <div className="group-header__names">
          <h1 className="group-header__name">{name}</h1>
          {group.shortName ? <span className="group-header__short">{group.shortName}</span> : null}
        </div>
        <div className="group-header__tags">
          <GroupAuthTag auth={group.auth} />
          {group.visible === false ? <HiddenTag /> : null}
        </div>
        <dl className="group-header__facts">
          <div>
            <dt>{t('groups.owner')}</dt>
            <dd>
              {group.owner ? (
                <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`}>{group.owner}</Link>
              ) : (
                '--'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('groups.yourLevel')}</dt>
            <dd>{viewer ? <YourLevel viewer={viewer} /> : '…'}</dd>
          </div>
          {group.gmtCreate ? (
            <div>
              <dt>{t('groups.created')}</dt>
              <dd>
                <time dateTime={group.gmtCreate}>{formatDate(group.gmtCreate, locale)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('groups.number')}</dt>
            <dd>{group.id}</dd>
          </div>
        </dl>
      </div>
      {viewer ? <GroupMembership group={group} viewer={viewer} /> : null}
    </header>
  );
}
