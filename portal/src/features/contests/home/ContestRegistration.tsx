import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { PasswordForm } from '@portal/shared/ui/PasswordForm';
import { useRegisterContest } from './useRegisterContest';

interface ContestRegistrationProps {
  cid: number;
  /** `enter`: a private contest, closed until registered; `submit`: a protected one, open to read. */
  purpose: 'enter' | 'submit';
}

const TEXTS = {
  enter: {
    title: 'contests.password.title',
    hint: 'contests.password.hint',
    action: 'contests.password.enter',
  },
  submit: {
    title: 'contests.protected.title',
    hint: 'contests.protected.hint',
    action: 'contests.protected.register',
  },
} as const;

/**
 * The contest password form: registers the user, which opens a private contest's pages (or lets them submit to
 * a protected one). The server's reason for a wrong password (or an account its rule does not admit) shows
 * under the field.
 */
export function ContestRegistration({ cid, purpose }: ContestRegistrationProps) {
  const t = useT();
  const texts = TEXTS[purpose];
  const register = useRegisterContest(cid, () =>
    showToast('success', translateIn(localeSignal.peek(), 'contests.register.success')),
  );
  return (
    <PasswordForm
      kind={purpose === 'enter' ? 'closed' : 'open'}
      texts={{
        title: t(texts.title),
        hint: t(texts.hint),
        label: t('contests.password.label'),
        action: t(texts.action),
        empty: t('contests.password.empty'),
      }}
      pending={register.isPending}
      onSubmit={(password) => register.mutateAsync(password)}
    />
  );
}
