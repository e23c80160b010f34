import { useState } from 'react';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';

/**
 * One admin action at a time: `act` runs the work, says `done` (a text key), then refreshes the list; a refusal
 * shows the server's reason. `busy` is true meanwhile, for the buttons.
 */
export function useAdminAction(refresh: () => Promise<unknown>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast('success', t(done));
      await refresh();
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groupAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}
