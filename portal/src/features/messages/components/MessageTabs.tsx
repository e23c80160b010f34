import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '@portal/i18n/useT';
import type { UnreadCounts } from '@portal/shared/session/unread';
import { CountBadge } from '@portal/shared/ui/CountBadge';
import { MESSAGE_BOXES, type MessageTab } from '../api/messageQueries';
import '@portal/i18n/pages/messageCentre';

export const tabId = (tab: MessageTab) => `message-tab-${tab}`;
export const PANEL_ID = 'message-panel';

interface MessageTabsProps {
  current: MessageTab;
  counts: UnreadCounts | null;
}

/**
 * The five boxes as a tab list whose tabs are links (/message/<tab>, so each box has its own address). Arrow
 * keys, Home and End move between them and open the box at once (automatic activation).
 */
export function MessageTabs({ current, counts }: MessageTabsProps) {
  const t = useT();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MESSAGE_BOXES.findIndex((box) => box.tab === current);
    const last = MESSAGE_BOXES.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const box = next === undefined ? undefined : MESSAGE_BOXES[next];
    if (!box) return;
    event.preventDefault();
    void navigate(`/message/${box.tab}`);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(box.tab)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      className="message-tabs"
      role="tablist"
      aria-label={t('messages.tabs')}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
    >
      {MESSAGE_BOXES.map((box) => {
        const selected = box.tab === current;
        const count = counts?.[box.unread] ?? 0;
        return (
          <Link
            key={box.tab}
            id={tabId(box.tab)}
            to={`/message/${box.tab}`}
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'message-tabs__tab message-tabs__tab--selected' : 'message-tabs__tab'}
          >
            {t(`messages.tab.${box.tab}`)}
            <CountBadge count={count} label={t('messages.unreadCount', { count })} />
          </Link>
        );
      })}
    </div>
  );
}
