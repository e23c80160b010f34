import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useT } from '../../../i18n/useT';

export function MessagesPage() {
  const t = useT();
  usePageTitle(t('page.messages'));
  return <h1>{t('page.messages')}</h1>;
}
