import { Link } from 'react-router';
import type { ReplyVO } from '@generated/model/index';
import { Markdown } from '@hoj/core/markdown/Markdown.tsx';
import { useT } from '@portal/i18n/useT';
import { AuthorLine } from '@portal/shared/ui/AuthorLine';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';

interface ReplyItemProps {
  reply: ReplyVO;
  canReply: boolean;
  canDelete: boolean;
  onReply: () => void;
  onDelete: () => void;
}

export function ReplyItem({ reply, canReply, canDelete, onReply, onDelete }: ReplyItemProps) {
  const t = useT();
  const name = reply.fromName ?? '';
  const toProfile = `/user-home?${new URLSearchParams({ uid: reply.toUid ?? '', username: reply.toName ?? '' }).toString()}`;
  return (
    <li className="reply" aria-label={t('comments.replyBy', { name })}>
      <div className="reply__head">
        <AuthorLine
          uid={reply.fromUid}
          name={reply.fromName}
          avatar={reply.fromAvatar}
          role={reply.fromRole}
          titleName={reply.fromTitleName}
          titleColor={reply.fromTitleColor}
          avatarSize={24}
        />
        {reply.toName ? (
          <span className="reply__to">
            {t('comments.repliedTo')} <Link to={toProfile}>@{reply.toName}</Link>
          </span>
        ) : null}
      </div>
      <Markdown source={reply.content} className="comment__content" />
      <div className="comment__actions">
        <TimeAgo value={reply.gmtCreate} className="comment__time" />
        {canReply ? (
          <button type="button" className="comment__action" onClick={onReply}>
            {t('comments.reply')}
            <span className="visually-hidden"> {name}</span>
          </button>
        ) : null}
        {canDelete ? (
          <button type="button" className="comment__action comment__action--danger" onClick={onDelete}>
            {t('comments.delete')}
            <span className="visually-hidden"> {t('comments.replyBy', { name })}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
