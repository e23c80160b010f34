import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { changeEmail, changeMobile, sendEmailCode, sendMobileCode } from '../api/settingsApi';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactChangeForm, type ContactTexts } from './ContactChangeForm';
import { validateNewEmail, validateNewMobile } from './validation';
import '@portal/i18n/pages/settings';

/** Both contacts' texts stand alike in the catalogue, under `settings.email` and `settings.mobile`. */
const contactTexts = (contact: 'email' | 'mobile'): ContactTexts => ({
  title: `settings.${contact}.title`,
  current: `settings.${contact}.current`,
  none: `settings.${contact}.none`,
  target: `settings.${contact}.new`,
  sent: `settings.${contact}.sent`,
  submit: `settings.${contact}.submit`,
  changed: `settings.${contact}.changed`,
});

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
        texts={contactTexts('email')}
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
          texts={contactTexts('mobile')}
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
