import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SysMsgVO, UserMsgVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { invalidateUnread } from '@portal/shared/session/unread';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { cleanMessages, messageKeys, messagePageQuery, type MessageBox } from '../api/messageQueries';
import { NoticeItem } from './NoticeItem';
import { UserMessageItem } from './UserMessageItem';
import '@portal/i18n/pages/messageCentre';

type Pending = { scope: 'one'; id: number } | { scope: 'all' };

/** One box: a paged list with clean one / clean all, each confirmed first. */
export function MessageBoxPanel({ box }: { box: MessageBox }) {
  const t = useT();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [cleaning, setCleaning] = useState(false);
  const query = useQuery(messagePageQuery(client, box, page));
  const boxName = t(`messages.tab.${box.tab}`);

  const records = query.data?.records ?? [];
  const pages = query.data ? Math.max(query.data.pages, Math.ceil(query.data.total / box.pageSize)) : 0;

  const clean = async () => {
    if (!pending) return;
    setCleaning(true);
    try {
      await cleanMessages(box.kind, pending.scope === 'one' ? pending.id : undefined);
      setPending(null);
      showToast('success', t('messages.cleaned'));
      // The last message of a later page gone: show the page before it.
      if (pending.scope === 'all') setPage(1);
      else if (records.length === 1 && page > 1) setPage(page - 1);
      await Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.box(box.tab) }),
        invalidateUnread(client),
      ]);
    } catch {
      // The request layer showed why; the dialog stays for another try.
    } finally {
      setCleaning(false);
    }
  };

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={4} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('messages.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (records.length === 0) body = <EmptyState message={t('messages.empty')} />;
  else
    body = (
      <>
        <ul className="message-list" aria-busy={query.isPlaceholderData}>
          {box.variant === 'user'
            ? (records as UserMsgVO[]).map((message) => (
                <UserMessageItem
                  key={message.id}
                  message={message}
                  onClean={() => setPending({ scope: 'one', id: message.id })}
                />
              ))
            : (records as SysMsgVO[]).map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  onClean={() => setPending({ scope: 'one', id: notice.id })}
                />
              ))}
        </ul>
        <Pager page={page} pages={pages} onChange={setPage} label={t('messages.pages')} />
      </>
    );

  return (
    <>
      <div className="message-panel__toolbar">
        <h2 className="message-panel__title">{boxName}</h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setPending({ scope: 'all' })}
          disabled={records.length === 0}
        >
          {t('messages.cleanAll')}
        </button>
      </div>
      <RefreshFailed query={query} />
      {body}
      {pending ? (
        <ConfirmDialog
          title={t(pending.scope === 'all' ? 'messages.cleanAllTitle' : 'messages.cleanOneTitle')}
          message={
            pending.scope === 'all'
              ? t('messages.cleanAllText', { box: boxName })
              : t('messages.cleanOneText')
          }
          confirmLabel={t('messages.confirm')}
          cancelLabel={t('messages.cancel')}
          busy={cleaning}
          onConfirm={() => void clean()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
