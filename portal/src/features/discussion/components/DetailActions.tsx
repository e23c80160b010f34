import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import type { DiscussionVO } from '@generated/model/index';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { discussionCategoriesQuery } from '../api/discussionQueries';
import { useReader } from '../hooks/useReader';
import { postRights } from '../model/discussionRights';
import { discussionListPath } from '../model/discussionScope';

// Both dialogs (with the editor's rules and messages) load when opened: most readers only read.
const DiscussionEditorDialog = lazy(async () => ({
  default: (await import('../editor/DiscussionEditorDialog')).DiscussionEditorDialog,
}));
const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));
// The author's and the admins' controls: only they load them.
const PostActions = lazy(async () => ({ default: (await import('./PostActions')).PostActions }));

/**
 * Under a post: report it (anyone logged in; visitors are asked to log in), and what its author and the admins
 * may do (edit, delete, pin, ban). After a delete the reader goes back to the post's board.
 */
export function DetailActions({ post }: { post: DiscussionVO }) {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const gid = post.gid ?? null;
  const rights = postRights(post, useReader(gid));
  const [dialog, setDialog] = useState<'report' | 'edit' | null>(null);
  const categories = useQuery({ ...discussionCategoriesQuery(), enabled: dialog === 'edit' });

  const report = () => {
    if (!isLoggedIn.value) openLoginDialog('loginRequired');
    else setDialog('report');
  };

  return (
    <>
      <button type="button" className="button button--ghost" onClick={report}>
        {t('discussions.actions.report')}
      </button>
      {rights.edit || rights.delete || rights.moderate ? (
        <Suspense fallback={null}>
          <PostActions
            post={post}
            rights={rights}
            onEdit={() => setDialog('edit')}
            onDeleted={() => void navigate(discussionListPath({ gid, pid: null }))}
          />
        </Suspense>
      ) : null}
      {dialog === 'report' ? (
        <Suspense fallback={null}>
          <ReportDialog did={post.id} title={post.title ?? ''} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'edit' ? (
        <Suspense fallback={null}>
          <DiscussionEditorDialog
            target={{ kind: 'edit', post, rights }}
            categories={categories.data ?? []}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
