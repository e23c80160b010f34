import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { disbandGroup } from '../api/groupActions';
import { groupKeys } from '../api/groupKeys';

/**
 * Disbanding the group (its owner and the super admin), after a confirmation naming it: its members,
 * problems, trainings and discussions go with it. Then the group list opens.
 */
export function DisbandGroup({ gid, name }: { gid: number; name: string }) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const disband = async () => {
    setBusy(true);
    try {
      await disbandGroup(gid);
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groups.action.failed'));
      setBusy(false);
      setAsking(false);
      return;
    }
    showToast('success', t('groups.disband.done'));
    // The group's own entries are left alone: asked again while its page is still up, they would only answer
    // that the group is gone.
    void client.invalidateQueries({ queryKey: groupKeys.lists() });
    void navigate('/group');
  };

  return (
    <section className="group-panel group-danger" aria-labelledby="group-danger-title">
      <h2 id="group-danger-title" className="group-panel__title">
        {t('groups.disband.section')}
      </h2>
      <p className="group-panel__muted">{t('groups.disband.hint')}</p>
      <div>
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          {t('groups.disband.open')}
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('groups.disband.title')}
          message={t('groups.disband.confirm', { name })}
          confirmLabel={t('groups.disband.open')}
          cancelLabel={t('groups.cancel')}
          busy={busy}
          onConfirm={() => void disband()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}
