import { useId, useState } from 'react';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import type { DiscussionPost } from '../api/discussionQueries';
import { useDiscussionActions } from '../hooks/useDiscussionActions';
import type { PostRights } from '../model/discussionRights';
import './PostActions.css';

interface PostActionsProps {
  post: DiscussionPost;
  rights: PostRights;
  onEdit: () => void;
  /** After the post is gone (the detail page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * What the reader may do to a post beyond reading it: edit and delete (the author, group admins, the site's
 * admins), pin and ban (the site's admins). Each control names the post, so a list of them reads well.
 */
export function PostActions({ post, rights, onEdit, onDeleted }: PostActionsProps) {
  const t = useT();
  const statusId = useId();
  const actions = useDiscussionActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'delete' | 'pin' | 'status' | null>(null);
  if (!rights.edit && !rights.delete && !rights.moderate) return null;
  const title = post.title ?? '';
  const pinned = post.topPriority === true;

  const run = async (kind: 'delete' | 'pin' | 'status', action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    try {
      await action();
      return true;
    } catch {
      // The request layer has said why; the post stays as it was.
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="post-actions" role="group" aria-label={t('discussions.actions.label', { title })}>
      {rights.edit ? (
        <button type="button" className="button button--ghost button--small" onClick={onEdit}>
          {t('discussions.actions.edit')}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
      {rights.delete ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setConfirming(true)}
        >
          {t('discussions.actions.delete')}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
      {rights.moderate ? (
        <>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={pinned}
            disabled={busy === 'pin'}
            onClick={() => void run('pin', () => actions.pin(post, !pinned))}
          >
            {t('discussions.actions.pin')}
            <span className="visually-hidden"> {title}</span>
          </button>
          <label className="visually-hidden" htmlFor={statusId}>
            {t('discussions.actions.status', { title })}
          </label>
          <select
            id={statusId}
            className="field__input post-actions__status"
            value={post.status === 1 ? '1' : '0'}
            disabled={busy === 'status'}
            onChange={(event) => {
              const status = event.target.value === '1' ? 1 : 0;
              void run('status', () => actions.setStatus(post, status));
            }}
          >
            <option value="0">{t('discussions.status.normal')}</option>
            <option value="1">{t('discussions.status.banned')}</option>
          </select>
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('discussions.delete.title')}
          message={t('discussions.delete.message', { title })}
          confirmLabel={t('discussions.actions.delete')}
          cancelLabel={t('discussions.editor.cancel')}
          busy={busy === 'delete'}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void run('delete', () => actions.remove(post, rights)).then((done) => {
              setConfirming(false);
              if (done) onDeleted?.();
            })
          }
        />
      ) : null}
    </div>
  );
}
