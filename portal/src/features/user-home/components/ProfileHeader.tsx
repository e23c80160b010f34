import { isSavableLink } from '@hoj/core/format/safeUrl';
import type { UserHomeVO } from '@generated/model/index';
import { formatDateTime, formatRelativeTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { ExternalIcon } from '@portal/shared/ui/icons';
import { Tag } from '@portal/shared/ui/Tag';
import { TitleTag } from '@portal/shared/ui/TitleTag';

/** Only http(s) addresses become links: a profile field must never carry `javascript:` or similar. */
/** A link the user typed is followed only when it is an absolute http(s) URL (core's safe-link rule). */
function webUrl(value: string | null | undefined): string | null {
  return value && isSavableLink(value) ? value.trim() : null;
}

function GenderIcon({ gender }: { gender: UserHomeVO['gender'] }) {
  const t = useT();
  if (gender !== 'male' && gender !== 'female') return null;
  const male = gender === 'male';
  return (
    <svg
      className={`profile-header__gender profile-header__gender--${gender}`}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      role="img"
      aria-label={t(male ? 'profile.gender.male' : 'profile.gender.female')}
    >
      {male ? (
        <path d="M14 4h6v6M20 4l-6.5 6.5M15 14.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0Z" />
      ) : (
        <path d="M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM12 14v7M9 18h6" />
      )}
    </svg>
  );
}

function ProfileLink({ label, value }: { label: string; value: string | null | undefined }) {
  const t = useT();
  if (!value) return null;
  const href = webUrl(value);
  return (
    <li>
      <span className="profile-header__label">{label}</span>{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {value}
          <ExternalIcon />
          <span className="visually-hidden"> ({t('ui.opensInNewTab')})</span>
        </a>
      ) : (
        <span>{value}</span>
      )}
    </li>
  );
}

/** Avatar, name, gender, title, nickname, school, GitHub and blog, and when they last logged in. */
export function ProfileHeader({ user }: { user: UserHomeVO }) {
  const t = useT();
  const locale = useLocale();
  return (
    <header className="profile-header">
      <Avatar src={user.avatar} name={user.username} size={96} />
      <div className="profile-header__main">
        <div className="profile-header__name-row">
          <h1 className="profile-header__name">{user.username}</h1>
          <GenderIcon gender={user.gender} />
          {user.titleName ? <TitleTag name={user.titleName} color={user.titleColor} /> : null}
          {user.nickname ? (
            <Tag tone="info">
              <span className="visually-hidden">{t('profile.nickname')}: </span>
              {user.nickname}
            </Tag>
          ) : null}
        </div>
        <ul className="profile-header__facts">
          <ProfileLink label={t('profile.school')} value={user.school} />
          <ProfileLink label={t('profile.github')} value={user.github} />
          <ProfileLink label={t('profile.blog')} value={user.blog} />
        </ul>
        <p className="profile-header__login">
          {user.recentLoginTime ? (
            <Tag tone="success">
              <time
                dateTime={String(user.recentLoginTime)}
                title={formatDateTime(user.recentLoginTime, locale)}
              >
                {t('profile.lastLogin', { time: formatRelativeTime(user.recentLoginTime, locale) })}
              </time>
            </Tag>
          ) : (
            <Tag>{t('profile.neverLoggedIn')}</Tag>
          )}
        </p>
      </div>
    </header>
  );
}
