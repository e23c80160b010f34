import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useT } from '../../../i18n/useT';

export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('page.resetPassword'));
  return <h1>{t('page.resetPassword')}</h1>;
}
