import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CommentVO, ReplyVO } from '@generated/model/index';
import { Markdown } from '@hoj/core/markdown/Markdown.tsx';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { Spinner } from '@portal/shared/ui/icons';
import { AuthorLine } from '@portal/shared/ui/AuthorLine';
import { repliesQuery, type CommentSource, type ReplyTarget } from '../api/commentApi';
import { CommentEditor } from './CommentEditor';
import {
  canDelete,
  canReply,
  REPLIES_COLLAPSED,
  type ContestContext,
  type Viewer,
} from '../model/commentRules';
import { ReplyItem } from './ReplyItem';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import type { CommentActions } from '../hooks/useCommentActions';

interface CommentItemProps {
  source: CommentSource;
  comment: CommentVO;
  liked: boolean;
  viewer: Viewer;
  contest?: ContestContext | undefined;
  actions: CommentActions;
}

type Pending = { kind: 'comment' } | { kind: 'reply'; reply: ReplyVO };

function LikeIcon() {
  return (
    <svg className="icon" width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** One comment: content, like, reply and delete, and its replies collapsed to the newest three. */
export function CommentItem({ source, comment, liked, viewer, contest, actions }: CommentItemProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [liking, setLiking] = useState(false);
  const replyBoxRef = useRef<HTMLTextAreaElement>(null);
  const name = comment.fromName ?? '';
  const total = comment.totalReplyNum ?? 0;
  const all = useQuery({ ...repliesQuery(source, comment.id), enabled: expanded });

  useEffect(() => {
    if (target) replyBoxRef.current?.focus();
  }, [target]);

  const replies: ReplyVO[] =
    expanded && all.data ? all.data : (comment.replyList ?? []).slice(0, REPLIES_COLLAPSED);
  const mayReply = canReply(comment, viewer, contest);
  const mayDelete = (uid: string | null | undefined) => canDelete(uid, viewer, contest);

  const openReply = (reply?: ReplyVO) => {
    if (viewer.uid === null) {
      openLoginDialog('loginRequired');
      return;
    }
    setTarget(
      reply
        ? {
            commentId: comment.id,
            quoteId: reply.id,
            quoteType: 'Reply',
            toUid: reply.fromUid ?? null,
            toName: reply.fromName ?? null,
            toAvatar: reply.fromAvatar ?? null,
          }
        : {
            commentId: comment.id,
            quoteId: comment.id,
            quoteType: 'Comment',
            toUid: comment.fromUid ?? null,
            toName: comment.fromName ?? null,
            toAvatar: comment.fromAvatar ?? null,
          },
    );
  };

  const like = async () => {
    if (viewer.uid === null) {
      openLoginDialog('loginRequired');
      return;
    }
    if (liking) return;
    setLiking(true);
    try {
      await actions.toggleLike(comment, liked);
    } finally {
      setLiking(false);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      if (pending.kind === 'comment') await actions.removeComment(comment);
      else await actions.removeReply(comment.id, pending.reply);
      setPending(null);
    } catch {
      // Shown by the request layer; the dialog stays so the user can retry or cancel.
    } finally {
      setDeleting(false);
    }
  };

  const likeNum = comment.likeNum ?? 0;
  return (
    <li className="comment" aria-label={t('comments.commentBy', { name })}>
      <div className="comment__head">
        <AuthorLine
          uid={comment.fromUid}
          name={comment.fromName}
          avatar={comment.fromAvatar}
          role={comment.fromRole}
          titleName={comment.fromTitleName}
          titleColor={comment.fromTitleColor}
        />
        <TimeAgo value={comment.gmtCreate} className="comment__time" />
      </div>
      <Markdown source={comment.content} className="comment__content" />
      <div className="comment__actions">
        <button
          type="button"
          className={liked ? 'comment__action comment__action--liked' : 'comment__action'}
          aria-pressed={liked}
          aria-label={t('comments.likeLabel', { count: likeNum })}
          onClick={() => void like()}
        >
          <LikeIcon />
          <span aria-hidden="true">{likeNum > 0 ? likeNum : t('comments.like')}</span>
        </button>
        {mayReply ? (
          <button type="button" className="comment__action" onClick={() => openReply()}>
            {t('comments.reply')}
            <span className="visually-hidden"> {name}</span>
          </button>
        ) : null}
        {mayDelete(comment.fromUid) ? (
          <button
            type="button"
            className="comment__action comment__action--danger"
            onClick={() => setPending({ kind: 'comment' })}
          >
            {t('comments.delete')}
            <span className="visually-hidden"> {t('comments.commentBy', { name })}</span>
          </button>
        ) : null}
      </div>

      {replies.length > 0 || total > REPLIES_COLLAPSED ? (
        <div className="comment__replies">
          {replies.length > 0 ? (
            <ul className="comment__reply-list">
              {replies.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  reply={reply}
                  canReply={mayReply}
                  canDelete={mayDelete(reply.fromUid)}
                  onReply={() => openReply(reply)}
                  onDelete={() => setPending({ kind: 'reply', reply })}
                />
              ))}
            </ul>
          ) : null}
          {total > REPLIES_COLLAPSED ? (
            <p className="comment__more">
              <span>{t('comments.repliesTotal', { count: total })}</span>
              <button
                type="button"
                className="comment__action"
                aria-expanded={expanded}
                onClick={() => setExpanded((open) => !open)}
                disabled={expanded && all.isPending}
              >
                {expanded && all.isPending ? <Spinner /> : null}
                {expanded ? t('comments.pickUp') : t('comments.showAll')}
              </button>
              {expanded && all.isError ? (
                <span className="comment__error" role="alert">
                  {t('comments.repliesError')}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}

      {target ? (
        <div className="comment__reply-editor">
          <CommentEditor
            kind="reply"
            rows={3}
            textareaRef={replyBoxRef}
            label={t('comments.replyTo', { name: target.toName ?? '' })}
            placeholder={`@${target.toName ?? ''}`}
            submitLabel={t('comments.submitReply')}
            onSubmit={async (content) => {
              await actions.addReply(target, content);
              setTarget(null);
            }}
            onCancel={() => setTarget(null)}
          />
        </div>
      ) : null}

      {pending ? (
        <ConfirmDialog
          title={t(pending.kind === 'comment' ? 'comments.deleteCommentTitle' : 'comments.deleteReplyTitle')}
          message={t(pending.kind === 'comment' ? 'comments.deleteCommentText' : 'comments.deleteReplyText')}
          confirmLabel={t('comments.confirmDelete')}
          cancelLabel={t('comments.cancel')}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </li>
  );
}
