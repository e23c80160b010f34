import { Link } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { Avatar } from './Avatar';
import { TitleTag } from './TitleTag';
import './AuthorLine.css';

interface AuthorLineProps {
  uid: string | null | undefined;
  name: string | null | undefined;
  avatar?: string | null | undefined;
  role?: string | null | undefined;
  titleName?: string | null | undefined;
  titleColor?: string | null | undefined;
  avatarSize?: number;
}

/** Root authors carry the SPA badge, admin authors ADM; everybody else none. */
export function roleBadge(fromRole: string | null | undefined): 'SPA' | 'ADM' | null {
  if (fromRole === 'root') return 'SPA';
  if (fromRole === 'admin') return 'ADM';
  return null;
}

/** SPA for root authors, ADM for admins; the full role is spelled out for screen readers. */
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
