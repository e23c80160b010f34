import { lazy, Suspense, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { GroupForm } from '@hoj/core/editor/groupSchema';
import { stockPermissionsOf } from '@hoj/core/domain/permissions';
import { isRoleKey } from '@hoj/core/domain/roles';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn, rolesSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';

// The form, its rules and the cropper come when the dialog is first opened.
const CreateGroupDialog = lazy(() =>
  import('./CreateGroupDialog').then((module) => ({ default: module.CreateGroupDialog })),
);

/**
 * Whether the account's roles take away creating groups (muted and no-submit accounts, as the site's roles
 * are stocked). Roles this app does not know may have been given the right: the server decides for those.
 */
function rolesForbidCreating(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every(isRoleKey) && !stockPermissionsOf(roles).has('group_add');
}

/**
 * "Create group": a visitor is asked to log in first; an account whose role may not create groups is told so
 * beside the disabled button. The server has the last word (solved problems, daily and total limits), and the
 * dialog shows its reason. What was typed stays for the next opening until a group is created.
 */
export function CreateGroupButton() {
  useSignals();
  const t = useT();
  const [open, setOpen] = useState(false);
  // What was typed before the dialog was last closed; null for a fresh form. Held here, not read from core's
  // rules module, which (with its validation library) comes only with the dialog.
  const draft = useRef<GroupForm | null>(null);
  const forbidden = isLoggedIn.value && rolesForbidCreating(rolesSignal.value);

  const start = () => {
    if (!isLoggedIn.peek()) {
      showToast('warning', t('auth.loginRequired'));
      openLoginDialog('loginRequired');
      return;
    }
    setOpen(true);
  };

  return (
    <div className="group-create">
      <button
        type="button"
        className="button button--primary"
        onClick={start}
        disabled={forbidden}
        aria-describedby={forbidden ? 'group-create-forbidden' : undefined}
      >
        {t('groups.create.open')}
      </button>
      {forbidden ? (
        <p id="group-create-forbidden" className="group-create__note">
          {t('groups.create.forbidden')}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CreateGroupDialog
            draft={draft.current}
            onClose={(typed) => {
              draft.current = typed;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
