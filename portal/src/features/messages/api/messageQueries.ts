import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import type { MessageKind, PageSysMsgVO, PageUserMsgVO } from '@generated/model/index';
import { invalidateUnread, markUnreadRead, type UnreadBox } from '@portal/shared/session/unread';

export type MessageTab = 'discuss' | 'reply' | 'like' | 'sys' | 'mine';

interface BoxBase {
  tab: MessageTab;
  /** The box as `DELETE /api/msg/clean` names it. */
  kind: MessageKind;
  /** The count of `GET /api/msg/unread` it lowers. */
  unread: UnreadBox;
  /** Comment, reply and like lists show 6 per page, system and mine 8. */
  pageSize: number;
}

export type MessageBox =
  | (BoxBase & { variant: 'user'; path: '/api/msg/comment' | '/api/msg/reply' | '/api/msg/like' })
  | (BoxBase & { variant: 'notice'; path: '/api/msg/sys' | '/api/msg/mine' });

export const MESSAGE_BOXES: readonly MessageBox[] = [
  {
    tab: 'discuss',
    kind: 'Discuss',
    unread: 'comment',
    pageSize: 6,
    variant: 'user',
    path: '/api/msg/comment',
  },
  { tab: 'reply', kind: 'Reply', unread: 'reply', pageSize: 6, variant: 'user', path: '/api/msg/reply' },
  { tab: 'like', kind: 'Like', unread: 'like', pageSize: 6, variant: 'user', path: '/api/msg/like' },
  { tab: 'sys', kind: 'Sys', unread: 'sys', pageSize: 8, variant: 'notice', path: '/api/msg/sys' },
  { tab: 'mine', kind: 'Mine', unread: 'mine', pageSize: 8, variant: 'notice', path: '/api/msg/mine' },
];

export function boxOf(tab: string | undefined): MessageBox {
  return MESSAGE_BOXES.find((box) => box.tab === tab) ?? (MESSAGE_BOXES[0] as MessageBox);
}

export const messageKeys = {
  all: ['msg', 'box'] as const,
  box: (tab: MessageTab) => [...messageKeys.all, tab] as const,
  page: (tab: MessageTab, page: number) => [...messageKeys.box(tab), page] as const,
};

export type MessagePage = PageUserMsgVO | PageSysMsgVO;

/**
 * The server marks a page read as it answers (the unread mark clears once the list is fetched), so every
 * fetch lowers the box's unread count right away, without a request, and then re-reads the counts.
 */
async function afterRead(client: QueryClient, box: MessageBox, page: MessagePage): Promise<void> {
  const newlyRead = page.records.filter((record) => record.state === false).length;
  if (newlyRead > 0) markUnreadRead(client, box.unread, newlyRead);
  await invalidateUnread(client);
}

export const messagePageQuery = (client: QueryClient, box: MessageBox, page: number) =>
  queryOptions({
    queryKey: messageKeys.page(box.tab, page),
    queryFn: async ({ signal }): Promise<MessagePage> => {
      const query = { params: { query: { currentPage: page, limit: box.pageSize } }, signal };
      const data: MessagePage =
        box.variant === 'user'
          ? await unwrap(api.GET(box.path, query))
          : await unwrap(api.GET(box.path, query));
      void afterRead(client, box, data);
      return data;
    },
    // Every visit reads again: new messages arrive, and what was unread is read now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Deletes one message (`id`) or the whole box. */
export async function cleanMessages(kind: MessageKind, id?: number): Promise<void> {
  await api.DELETE('/api/msg/clean', {
    params: { query: id === undefined ? { type: kind } : { type: kind, id } },
  });
}
