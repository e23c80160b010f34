import { Link } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { InfoIcon } from '@portal/shared/ui/icons';
import './PlaceholderPage.css';

/**
 * Routes of the route table that later issues build: the page exists (links, guards and titles work) and says
 * plainly that its content is not part of this preview yet.
 */
export function PlaceholderPage({ title }: { title: string }) {
  const t = useT();
  usePageTitle(title);
  return (
    <div className="page">
      <section className="placeholder" aria-labelledby="placeholder-title">
        <h1 id="placeholder-title" className="placeholder__title">
          {title}
        </h1>
        <p className="placeholder__notice">
          <InfoIcon />
          <span>{t('placeholder.notice')}</span>
        </p>
        <Link className="button button--secondary" to="/home">
          {t('notFound.goHome')}
        </Link>
      </section>
    </div>
  );
}
