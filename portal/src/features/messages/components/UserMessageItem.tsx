import { Link } from 'react-router';
import type { UserMsgVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import { Avatar } from '@portal/shared/ui/Avatar';

/** The page of the event: the backend's front-end `url` when it is a path of this site, else one built here. */
export function sourceLink(message: UserMsgVO): string | null {
  if (message.url && message.url.startsWith('/') && !message.url.startsWith('//')) return message.url;
  if (message.sourceId === null || message.sourceId === undefined) return null;
  return message.sourceType === 'Contest'
    ? `/contest/${message.sourceId}/comment`
    : `/discussion-detail/${message.sourceId}`;
}

interface UserMessageItemProps {
  message: UserMsgVO;
  onClean: () => void;
}

/** A comment, reply or like: who, what they did, their words and what they answered, where, and when. */
export function UserMessageItem({ message, onClean }: UserMessageItemProps) {
  const t = useT();
  const sender = message.senderUsername ?? t('messages.someone');
  const unread = message.state === false;
  const link = sourceLink(message);
  const profile = `/user-home?${new URLSearchParams({ uid: message.senderId ?? '', username: message.senderUsername ?? '' }).toString()}`;
  const action = message.action ? t(`messages.action.${message.action}`) : t('messages.action.unknown');
  const where = `${t(`messages.source.${message.sourceType ?? 'Discussion'}`)}: ${message.sourceTitle ?? ''}`;

  return (
    <li className={unread ? 'message-item message-item--unread' : 'message-item'}>
      <Avatar src={message.senderAvatar} name={sender} size={40} />
      <div className="message-item__body">
        <p className="message-item__headline">
          {unread ? <span className="message-item__dot">{t('messages.unread')}</span> : null}
          {message.senderUsername ? (
            <Link className="message-item__sender" to={profile}>
              {sender}
            </Link>
          ) : (
            <span className="message-item__sender">{sender}</span>
          )}{' '}
          <span>{action}</span>
        </p>
        {message.sourceContent ? <p className="message-item__content">{message.sourceContent}</p> : null}
        {message.quoteContent ? (
          <blockquote className="message-item__quote">
            <span className="visually-hidden">{t('messages.quoted')} </span>
            {message.quoteContent}
          </blockquote>
        ) : null}
        <p className="message-item__meta">
          {link ? <Link to={link}>{where}</Link> : <span>{where}</span>}
          <TimeAgo value={message.gmtCreate} />
        </p>
      </div>
      <button type="button" className="button button--ghost button--small" onClick={onClean}>
        {t('messages.cleanOne')}
        <span className="visually-hidden">
          {' '}
          {sender} {action}
        </span>
      </button>
    </li>
  );
}
