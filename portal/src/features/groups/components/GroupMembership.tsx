import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { GroupAuth, type Group } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import type { JoinForm } from '@hoj/core/editor/groupSchema';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { Spinner } from '@portal/shared/ui/icons';
import { Tag } from '@portal/shared/ui/Tag';
import { exitGroup, joinGroup } from '../api/groupActions';
import { groupKeys } from '../api/groupKeys';
import { membershipAction, type GroupViewer } from '../model/groupRights';
import { groupPath } from '../model/useGroupViewer';

// The application form (its rules) comes when somebody applies.
const JoinGroupDialog = lazy(() =>
  import('./JoinGroupDialog').then((module) => ({ default: module.JoinGroupDialog })),
);

type Asking = 'exit' | 'apply' | null;

/**
 * The user and the group: join a public group at once, apply to the others (a dialog asks for the reason, and
 * the code of a private group), see a pending or refused application, or leave (members, after a
 * confirmation). The owner and the super admin disband the group in its settings instead.
 */
export function GroupMembership({ group, viewer }: { group: Group & { id: number }; viewer: GroupViewer }) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const gid = group.id;
  const auth = group.auth ?? GroupAuth.PUBLIC;
  const action = membershipAction(viewer, auth === GroupAuth.PUBLIC);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: groupKeys.group(gid) });
    void client.invalidateQueries({ queryKey: groupKeys.lists() });
  };

  /** Runs a change; a refusal is told in a toast (the server's reason) and nothing else changes. */
  const run = async (change: () => Promise<void>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      showToast('success', done);
      return true;
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groups.action.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const join = async () => {
    if (await run(() => joinGroup(gid, '', ''), t('groups.join.joined'))) refresh();
  };
  const exit = async () => {
    if (await run(() => exitGroup(gid), t('groups.exit.done'))) {
      setAsking(null);
      refresh();
      void navigate(groupPath(gid));
    } else setAsking(null);
  };
  const apply = async (form: JoinForm) => {
    await joinGroup(gid, auth === GroupAuth.PRIVATE ? form.code : '', form.reason);
    showToast('success', t('groups.join.applied'));
    setAsking(null);
    refresh();
  };

  let control;
  switch (action) {
    case 'disband':
      return null;
    case 'exit':
      control = (
        <button type="button" className="button button--secondary" onClick={() => setAsking('exit')}>
          {t('groups.exit.open')}
        </button>
      );
      break;
    case 'join':
      control = (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void join()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <Spinner /> : null}
          {t('groups.join.now')}
        </button>
      );
      break;
    case 'apply':
      control = (
        <button type="button" className="button button--primary" onClick={() => setAsking('apply')}>
          {t('groups.join.apply')}
        </button>
      );
      break;
    case 'applying':
      control = <Tag tone="warning">{t('groups.join.pending')}</Tag>;
      break;
    case 'refused':
      control = <Tag tone="danger">{t('groups.join.refused')}</Tag>;
      break;
  }

  return (
    <div className="group-membership" role="group" aria-label={t('groups.membership')}>
      {control}
      {asking === 'exit' ? (
        <ConfirmDialog
          title={t('groups.exit.title')}
          message={t('groups.exit.confirm')}
          confirmLabel={t('groups.exit.open')}
          cancelLabel={t('groups.cancel')}
          busy={busy}
          onConfirm={() => void exit()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'apply' ? (
        <Suspense fallback={null}>
          <JoinGroupDialog auth={auth} onSend={apply} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
