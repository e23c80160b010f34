import { Link } from 'react-router';
import type { GroupVO } from '@generated/model/index';
import { formatDate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { LoginFirstLink } from '@portal/shared/ui/LoginFirstLink';
import { UsersIcon } from '@portal/shared/ui/icons';
import { groupPath } from '../model/useGroupViewer';
import { GroupAuthTag, HiddenTag } from './GroupAuthTag';

/**
 * One group of the list: its avatar, name (opening the group; a visitor is asked to log in first), short
 * name, visibility, owner (their profile), member count, brief and creation date.
 */
export function GroupCard({ group }: { group: GroupVO }) {
  const t = useT();
  const locale = useLocale();
  const name = group.name || t('groups.unnamed');
  const members = group.memberCount ?? 0;
  return (
    <li className={`group-card group-card--auth-${String(group.auth ?? 0)}`}>
      <div className="group-card__head">
        <Avatar src={group.avatar} name={name} size={56} />
        <div className="group-card__names">
          <h2 className="group-card__name">
            <LoginFirstLink to={groupPath(group.id)}>{name}</LoginFirstLink>
          </h2>
          {group.shortName ? <span className="group-card__short">{group.shortName}</span> : null}
        </div>
      </div>
      <p className="group-card__brief">{group.brief}</p>
      <div className="group-card__tags">
        <GroupAuthTag auth={group.auth} />
        {group.visible === false ? <HiddenTag /> : null}
      </div>
      <dl className="group-card__facts">
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
          <dt>
            <UsersIcon />
            <span className="visually-hidden">{t('groups.members')}</span>
          </dt>
          <dd>{t('groups.memberCount', { count: members })}</dd>
        </div>
        {group.gmtCreate ? (
          <div>
            <dt>{t('groups.created')}</dt>
            <dd>
              <time dateTime={group.gmtCreate}>{formatDate(group.gmtCreate, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
