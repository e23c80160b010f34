import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useT } from '../../../i18n/useT';

export function SettingsPage() {
  const t = useT();
  usePageTitle(t('user.settings'));
  return <h1>{t('user.settings')}</h1>;
}
