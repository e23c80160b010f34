import { useLocation } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { useUnreadCounts } from '@portal/shared/session/useUnreadCounts';
import { boxOf } from '../api/messageQueries';
import { MessageBoxPanel } from '../components/MessageBoxPanel';
import { MessageTabs, PANEL_ID, tabId } from '../components/MessageTabs';
import '../components/messages.css';
import '@portal/i18n/pages/messageCentre';

/** /message/discuss|reply|like|sys|mine: the box comes from the last path segment. */
export function MessagesPage() {
  const t = useT();
  const { pathname } = useLocation();
  const box = boxOf(pathname.replace(/\/+$/, '').split('/').pop());
  const { counts } = useUnreadCounts();
  usePageTitle(`${t(`messages.tab.${box.tab}`)} - ${t('messages.title')}`);

  return (
    <div className="message-centre">
      <h1 className="message-centre__title">{t('messages.title')}</h1>
      <MessageTabs current={box.tab} counts={counts} />
      <section
        id={PANEL_ID}
        className="message-panel"
        role="tabpanel"
        aria-labelledby={tabId(box.tab)}
        tabIndex={0}
      >
        {/* Keyed by box: another tab starts on its first page with no dialog open. */}
        <MessageBoxPanel key={box.tab} box={box} />
      </section>
    </div>
  );
}
