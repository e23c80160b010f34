import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { PasswordForm } from '@portal/shared/ui/PasswordForm';
import { useRegisterTraining } from '../api/useRegisterTraining';

/**
 * The private training's password form: registering opens its problems and rank at once. The server's reason
 * for a wrong password shows under the field.
 */
export function TrainingPassword({ tid }: { tid: number }) {
  const t = useT();
  const register = useRegisterTraining(tid);
  return (
    <PasswordForm
      kind="closed"
      texts={{
        title: t('trainings.password.title'),
        hint: t('trainings.password.hint'),
        label: t('trainings.password.label'),
        action: t('trainings.password.enter'),
        empty: t('trainings.password.empty'),
      }}
      pending={register.isPending}
      onSubmit={async (password) => {
        await register.mutateAsync(password);
        showToast('success', translateIn(localeSignal.peek(), 'trainings.register.success'));
      }}
    />
  );
}
