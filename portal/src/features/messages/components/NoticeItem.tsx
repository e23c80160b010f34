import type { SysMsgVO } from '@generated/model/index';
import { Markdown } from '@hoj/core/markdown/Markdown.tsx';
import { useT } from '@portal/i18n/useT';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import '@portal/i18n/pages/messageCentre';

interface NoticeItemProps {
  notice: SysMsgVO;
  onClean: () => void;
}

/** A system or personal notice: title, markdown content (written by admins or the system) and time. */
export function NoticeItem({ notice, onClean }: NoticeItemProps) {
  const t = useT();
  const unread = notice.state === false;
  return (
    <li
      className={
        unread
          ? 'message-item message-item--notice message-item--unread'
          : 'message-item message-item--notice'
      }
    >
      <div className="message-item__body">
        <h3 className="message-item__title">
          {unread ? <span className="message-item__dot">{t('messages.unread')}</span> : null}
          {notice.title ?? t('messages.system')}
        </h3>
        <Markdown source={notice.content} trusted className="message-item__markdown" />
        <p className="message-item__meta">
          <TimeAgo value={notice.gmtCreate} />
        </p>
      </div>
      <button type="button" className="button button--ghost button--small" onClick={onClean}>
        {t('messages.cleanOne')}
        <span className="visually-hidden"> {notice.title ?? ''}</span>
      </button>
    </li>
  );
}
