import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { Avatar } from '../ui/Avatar';
import { TitleTag } from '../ui/TitleTag';
import { roleBadge } from './commentRules';

interface AuthorLineProps {
  uid: string | null | undefined;
  name: string | null | undefined;
  avatar?: string | null | undefined;
  role?: string | null | undefined;
  titleName?: string | null | undefined;
  titleColor?: string | null | undefined;
  avatarSize?: number;
}

/** SPA for root authors, ADM for admins (spec 000 §6); the full role is spelled out for screen readers. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const t = useT();
  const badge = roleBadge(role);
  if (!badge) return null;
  const label = t(badge === 'SPA' ? 'comments.badge.root' : 'comments.badge.admin');
  return (
    <span className={`role-badge role-badge--${badge.toLowerCase()}`} title={label}>
      <span aria-hidden="true">{badge}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Avatar, name linking to the public profile, role badge and honorary title. */
export function AuthorLine({
  uid,
  name,
  avatar,
  role,
  titleName,
  titleColor,
  avatarSize = 36,
}: AuthorLineProps) {
  const username = name ?? '';
  const profile = `/user-home?${new URLSearchParams({ uid: uid ?? '', username }).toString()}`;
  return (
    <span className="author-line">
      <Avatar src={avatar} name={username || '?'} size={avatarSize} />
      <Link className="author-line__name" to={profile}>
        {username}
      </Link>
      <RoleBadge role={role} />
      {titleName ? <TitleTag name={titleName} color={titleColor} /> : null}
    </span>
  );
}
