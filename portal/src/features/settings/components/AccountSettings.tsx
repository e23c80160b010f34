import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { changeEmail, changeMobile, sendEmailCode, sendMobileCode } from '../api/settingsApi';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactChangeForm } from './ContactChangeForm';
import { validateNewEmail, validateNewMobile } from './validation';

/** The account section of the settings: password, e-mail and mobile number. */
export function AccountSettings() {
  useSignals();
  const t = useT();
  const user = userSignal.value;
  // The mobile setting is an extension; a server without it answers 404 and the form says so instead.
  const [mobileUnavailable, setMobileUnavailable] = useState(false);
  return (
    <div className="settings-grid">
      <ChangePasswordForm />
      <ContactChangeForm
        texts={{
          title: 'settings.email.title',
          current: 'settings.email.current',
          none: 'settings.email.none',
          target: 'settings.email.new',
          sent: 'settings.email.sent',
          submit: 'settings.email.submit',
          changed: 'settings.email.changed',
        }}
        inputType="email"
        autoComplete="email"
        current={user?.email}
        validate={validateNewEmail}
        sendCode={sendEmailCode}
        change={({ password, target, code }) => changeEmail({ password, newEmail: target, code })}
        patch={(email) => ({ email })}
      />
      {mobileUnavailable ? (
        <section className="settings-form" aria-labelledby="settings-mobile-unavailable">
          <h3 id="settings-mobile-unavailable" className="settings-form__title">
            {t('settings.mobile.title')}
          </h3>
          <p role="status" className="settings-form__unavailable">
            {t('settings.mobile.unavailable')}
          </p>
        </section>
      ) : (
        <ContactChangeForm
          texts={{
            title: 'settings.mobile.title',
            current: 'settings.mobile.current',
            none: 'settings.mobile.none',
            target: 'settings.mobile.new',
            sent: 'settings.mobile.sent',
            submit: 'settings.mobile.submit',
            changed: 'settings.mobile.changed',
          }}
          inputType="tel"
          autoComplete="tel"
          current={user?.mobile}
          validate={validateNewMobile}
          sendCode={sendMobileCode}
          change={({ password, target, code }) => changeMobile({ password, newMobile: target, code })}
          patch={(mobile) => ({ mobile })}
          onUnavailable={() => setMobileUnavailable(true)}
          toastErrors
        />
      )}
    </div>
  );
}
