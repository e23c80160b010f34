import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useT } from '../../../i18n/useT';

export function UserHomePage() {
  const t = useT();
  usePageTitle(t('page.userHome'));
  return <h1>{t('page.userHome')}</h1>;
}
