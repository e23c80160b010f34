import { Link } from 'react-router';
import type { Translate } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import type { BoardParticipant } from '../model/participant';

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

const profileLink = (row: BoardParticipant) =>
  `/user-home?${new URLSearchParams({ uid: row.uid, username: row.username }).toString()}`;

interface ParticipantCellProps {
  row: BoardParticipant;
  /** The viewer's own row. */
  own: boolean;
  followed: boolean;
  /** A copy pinned on top (own or followed), not the row in its place. */
  pinned: boolean;
  onToggleFollow: (uid: string) => void;
  t: Translate;
}

/**
 * The row's header cell: avatar, the follow star, the name the contest shows with its flags (own row,
 * unofficial, girl), and the school. Name and school are cut to one line each: rows keep one height.
 */
export function ParticipantCell({ row, own, followed, pinned, onToggleFollow, t }: ParticipantCellProps) {
  return (
    <th scope="row" className="board__who">
      <div className="board__who-inner">
        <Avatar src={row.avatar} name={row.name} size={28} />
        <button
          type="button"
          className={`board__follow${followed ? ' board__follow--on' : ''}`}
          aria-pressed={followed}
          aria-label={t('contestBoards.follow', { name: row.name })}
          title={t(followed ? 'contestBoards.unfollow.hint' : 'contestBoards.follow.hint')}
          onClick={() => onToggleFollow(row.uid)}
        >
          <StarIcon filled={followed} />
        </button>
        <div className="board__who-text">
          <span className="board__name-line">
            {own ? <span className="board__flag board__flag--own">{t('contestBoards.flag.own')}</span> : null}
            {row.star ? (
              <span className="board__flag board__flag--star">{t('contestBoards.flag.star')}</span>
            ) : null}
            {row.girl ? (
              <span className="board__flag board__flag--girl">{t('contestBoards.flag.girl')}</span>
            ) : null}
            <Link to={profileLink(row)} className="board__name" title={row.name}>
              {row.name}
            </Link>
            {pinned ? <span className="visually-hidden">{` ${t('contestBoards.pinned')}`}</span> : null}
          </span>
          {row.school ? (
            <span className="board__school" title={row.school}>
              {row.school}
            </span>
          ) : null}
        </div>
      </div>
    </th>
  );
}
