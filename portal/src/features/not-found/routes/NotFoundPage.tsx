import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { ChevronLeftIcon, HomeIcon } from '@portal/shared/ui/icons';
import { AnimatedDigits } from '../components/AnimatedDigits';
import './NotFoundPage.css';

/** Any path the route table does not know: rolling digits, 'page not found', Go Home and Back. */
export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const { key } = useLocation();
  usePageTitle(t('notFound.title'));

  const goBack = () => {
    // The first page of a visit has the key 'default': going back from it would leave the site.
    if (key === 'default') void navigate('/home');
    else void navigate(-1);
  };

  return (
    <div className="page not-found">
      <AnimatedDigits value="404" />
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to="/home">
          <HomeIcon />
          {t('notFound.goHome')}
        </Link>
        <button type="button" className="button button--secondary" onClick={goBack}>
          <ChevronLeftIcon />
          {t('notFound.back')}
        </button>
      </div>
    </div>
  );
}
