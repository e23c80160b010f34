import { useMemo } from 'react';
import { Link } from 'react-router';
import { plainTextPreview } from '@hoj/core/markdown/plainText';
import type { UserMsgVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import { Avatar } from '@portal/shared/ui/Avatar';
import '@portal/i18n/pages/messageCentre';

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

/** Longest preview of the new text in the list; the page of the event has the whole of it. */
const PREVIEW_LENGTH = 160;

/**
 * A comment, reply or like: who, what they did, their words and what they answered, where, and when. The texts
 * are Markdown as written; the list shows them as plain text read from the rendered content (the server sends
 * a quote as `"<author> : <text>"`, already cut at 100 characters).
 */
export function UserMessageItem({ message, onClean }: UserMessageItemProps) {
  const t = useT();
  const sender = message.senderUsername ?? t('messages.someone');
  const unread = message.state === false;
  const link = sourceLink(message);
  const profile = `/user-home?${new URLSearchParams({ uid: message.senderId ?? '', username: message.senderUsername ?? '' }).toString()}`;
  const action = message.action ? t(`messages.action.${message.action}`) : t('messages.action.unknown');
  const where = `${t(`messages.source.${message.sourceType ?? 'Discussion'}`)}: ${message.sourceTitle ?? ''}`;
  const content = useMemo(
    () => plainTextPreview(message.sourceContent, PREVIEW_LENGTH),
    [message.sourceContent],
  );
  const quote = useMemo(() => plainTextPreview(message.quoteContent), [message.quoteContent]);

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
        {content ? <p className="message-item__content">{content}</p> : null}
        {quote && quote !== content ? (
          <blockquote className="message-item__quote">
            <span className="visually-hidden">{t('messages.quoted')} </span>
            {quote}
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
