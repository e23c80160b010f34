import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { Spinner } from '@portal/shared/ui/icons';
import { useLogout } from '../hooks/useLogout';
import './authCard.css';
import './LogoutPage.css';

/**
 * The /logout address (login required) asks before it signs out: a link to it can sit in any rendered content
 * (a comment, a statement), and following a link must not end the reader's session. The user menu signs out
 * directly, without coming here. Cancel goes back where the reader came from (home on a first page).
 */
export function LogoutPage() {
  useSignals();
  const t = useT();
  const logout = useLogout();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [leaving, setLeaving] = useState(false);
  usePageTitle(t('accounts.logoutTitle'));
  const username = userSignal.value?.username ?? '';

  const cancel = () => {
    // The first page of a visit has the key 'default': going back from it would leave the site.
    if (key === 'default') void navigate('/home');
    else void navigate(-1);
  };

  const signOut = () => {
    setLeaving(true);
    void logout();
  };

  return (
    <div className="page page--narrow">
      <section className="auth-card" aria-labelledby="logout-page-title">
        <h1 id="logout-page-title" className="auth-card__title">
          {t('accounts.logoutTitle')}
        </h1>
        <p>{t('accounts.logoutText', { username })}</p>
        <div className="logout-page__actions">
          <button type="button" className="button button--secondary" onClick={cancel} disabled={leaving}>
            {t('accounts.logoutCancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={signOut}
            disabled={leaving}
            aria-busy={leaving}
          >
            {leaving ? <Spinner /> : null}
            {leaving ? t('auth.loggingOut') : t('accounts.logoutConfirm')}
          </button>
        </div>
      </section>
    </div>
  );
}
