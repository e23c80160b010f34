import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Group } from '@generated/model/index';
import { groupBody, groupFormOf, groupSchema, type GroupForm } from '@hoj/core/editor/groupSchema';
import { isApiError } from '@hoj/core/http/apiError';
import '@portal/i18n/pages/groups';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { Spinner } from '@portal/shared/ui/icons';
import { EmptyState } from '@portal/shared/ui/states';
import { updateGroup, uploadGroupAvatar } from '../api/groupActions';
import { groupKeys } from '../api/groupKeys';
import { AvatarPicker } from '../components/AvatarPicker';
import { DisbandGroup } from '../components/DisbandGroup';
import { GroupFormFields } from '../components/GroupFormFields';
import { groupResolver } from '../model/groupResolver';
import { useGroupPage } from '../model/useGroupViewer';
import '../components/GroupForm.css';

/**
 * The group's settings, for its roots: the avatar (cropped, uploaded at once), the group's fields with the
 * rules of creating one (checked as each field is left), and disbanding for the owner and the super admin.
 */
export function GroupSettingsPage() {
  const t = useT();
  const { gid, group, viewer, rights } = useGroupPage();
  const data = group.data;
  if (!rights.root || !data) return <EmptyState message={t('groups.settings.only')} />;
  return (
    <div className="group-members">
      <SettingsForm gid={gid} group={data} />
      {viewer.owner || viewer.superAdmin ? <DisbandGroup gid={gid} name={data.name ?? ''} /> : null}
    </div>
  );
}

function SettingsForm({ gid, group }: { gid: number; group: Group }) {
  const t = useT();
  const client = useQueryClient();
  const resolver = useMemo(() => groupResolver<GroupForm>(groupSchema), []);
  const [defaults] = useState(() => groupFormOf(group));
  const form = useForm<GroupForm>({ defaultValues: defaults, resolver, mode: 'onTouched' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: groupKeys.group(gid) });
    void client.invalidateQueries({ queryKey: groupKeys.lists() });
  };

  const submit = form.handleSubmit(async (values) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await updateGroup(groupBody(values, gid));
      showToast('success', t('groups.updated'));
      refresh();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groups.action.failed'));
    } finally {
      setSending(false);
    }
  });

  const uploadAvatar = async (png: Blob) => {
    await uploadGroupAvatar(gid, png);
    showToast('success', t('groups.avatar.uploaded'));
    refresh();
  };

  return (
    <section className="group-panel" aria-labelledby="group-settings-title">
      <h2 id="group-settings-title" className="group-panel__title">
        {t('groups.settings.title')}
      </h2>
      <AvatarPicker src={group.avatar ?? null} name={group.name ?? ''} onCropped={uploadAvatar} />
      <form className="group-form-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <GroupFormFields form={form} />
        <p role="alert" className="group-form__failure">
          {failure}
        </p>
        <div className="group-form__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {t('groups.settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
