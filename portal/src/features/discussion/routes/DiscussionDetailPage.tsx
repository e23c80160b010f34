import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useT } from '../../../i18n/useT';

export function DiscussionDetailPage() {
  const t = useT();
  usePageTitle(t('page.discussionDetails'));
  return <h1>{t('page.discussionDetails')}</h1>;
}
