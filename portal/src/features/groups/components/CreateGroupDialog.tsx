import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EMPTY_GROUP_FORM, groupBody, groupSchema, type GroupForm } from '@hoj/core/editor/groupSchema';
import { isApiError } from '@hoj/core/http/apiError';
import '@portal/i18n/pages/groups';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { createGroup, findOwnGroupId, uploadGroupAvatar } from '../api/groupActions';
import { groupKeys } from '../api/groupKeys';
import { groupResolver } from '../model/groupResolver';
import { groupPath } from '../model/useGroupViewer';
import { AvatarPicker } from './AvatarPicker';
import { GroupFormFields } from './GroupFormFields';
import './GroupForm.css';

interface CreateGroupDialogProps {
  /**
   * What was typed the last time the dialog was open (kept when it was closed without creating); null: empty.
   */
  draft: GroupForm | null;
  /** Called with what is typed when the dialog closes without creating, to offer it again next time. */
  onClose: (draft: GroupForm | null) => void;
}

/**
 * Creating a group: its fields, checked as the server checks them before anything is sent, and an avatar cut
 * to a square. A refusal (too few problems solved, a name taken, a limit reached) is shown in the dialog,
 * which keeps everything typed. Once created, the avatar is uploaded to the new group and its page opens.
 */
export function CreateGroupDialog({ draft, onClose }: CreateGroupDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const resolver = useMemo(() => groupResolver<GroupForm>(groupSchema), []);
  const form = useForm<GroupForm>({
    defaultValues: draft ?? EMPTY_GROUP_FORM,
    resolver,
    mode: 'onTouched',
  });
  const [avatar, setAvatar] = useState<{ png: Blob; url: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (avatar) URL.revokeObjectURL(avatar.url);
    },
    [avatar],
  );

  const close = () => onClose(form.getValues());

  const submit = form.handleSubmit(async (values) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    const body = groupBody(values);
    try {
      await createGroup(body);
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groups.create.failed'));
      setSending(false);
      return;
    }
    void client.invalidateQueries({ queryKey: groupKeys.lists() });
    showToast('success', t('groups.create.done'));
    const gid = await findOwnGroupId(body.name ?? '').catch(() => null);
    if (gid !== null && avatar) {
      await uploadGroupAvatar(gid, avatar.png).catch(() =>
        showToast('warning', t('groups.create.avatarFailed')),
      );
    }
    onClose(null);
    if (gid !== null) void navigate(groupPath(gid));
  });

  const name = form.watch('name');
  return (
    <Dialog title={t('groups.create.title')} onClose={close} width={760}>
      <form className="group-form-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <AvatarPicker
          src={avatar?.url ?? null}
          name={name}
          onCropped={async (png) => setAvatar({ png, url: URL.createObjectURL(png) })}
        />
        <GroupFormFields form={form} />
        <p role="alert" className="group-form__failure">
          {failure}
        </p>
        <div className="group-form__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {t('groups.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {t('groups.create.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
