import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { AvatarSetting } from '../avatar/AvatarSetting';
import { AccountSettings } from '../components/AccountSettings';
import { ProfileForm } from '../components/ProfileForm';
import { SettingsSection } from '../components/SettingsSection';
import './SettingsPage.css';
import '@portal/i18n/pages/settings';

/** /setting (login required): the account and the profile settings as a two-section accordion. */
export function SettingsPage() {
  useSignals();
  const t = useT();
  usePageTitle(t('user.settings'));
  const user = userSignal.value;
  return (
    <div className="page settings">
      <h1 className="settings__title">{t('user.settings')}</h1>
      <SettingsSection title={t('settings.section.account')}>
        <AccountSettings />
      </SettingsSection>
      <SettingsSection title={t('settings.section.userInfo')}>
        <AvatarSetting />
        {/* Keyed by user: after a logout/login as someone else the form starts from their data. */}
        {user ? <ProfileForm key={user.uid} user={user} /> : null}
      </SettingsSection>
    </div>
  );
}
