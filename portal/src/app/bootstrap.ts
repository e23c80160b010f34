import { configureHttp } from '@hoj/core/http/config';
import { localeSignal } from '@portal/i18n/locale';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { showToast } from '@portal/shared/toast/toastStore';

/**
 * Wires core's request layer to the portal's UI: every failed call becomes a toast, a 401 opens the login
 * dialog (core has already cleared the session), a 403 is reported (core refreshes the roles).
 */
export function configurePortalHttp(): void {
  configureHttp({
    locale: () => localeSignal.peek(),
    hooks: {
      onError: (error) => showToast('error', error.msg),
      onUnauthorized: () => openLoginDialog(),
      // Also for silent calls: a missing permission is always worth telling (the toast store drops repeats).
      onForbidden: (error) => showToast('error', error.msg),
    },
  });
}
