import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupMemberAuth, GroupMemberVO } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { groupKeys } from '../api/groupKeys';
import {
  APPLICATIONS_PER_PAGE,
  applicationListQuery,
  memberListQuery,
  removeMember,
  setMemberLevel,
} from '../api/memberQueries';
import { ApplicationTable } from '../components/ApplicationTable';
import { MemberTable } from '../components/MemberTable';
import { PagedPanel, panelTexts } from '../components/PagedPanel';
import { useGroupPage, usePageParam } from '../model/useGroupViewer';

const MEMBERS_PER_PAGE = 10;

/**
 * The group's members. Group admins also answer the applications and manage members under the rules of
 * levels: they act on those below their own level and give levels below it (the owner makes and unmakes
 * admins), and remove them after a confirmation; the super admin may do anything but touch the owner.
 */
export function GroupMembersPage() {
  const t = useT();
  const client = useQueryClient();
  const { gid, group, viewer, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const [applicationPage, setApplicationPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<GroupMemberVO | null>(null);
  const members = useQuery(memberListQuery(gid, page, MEMBERS_PER_PAGE));
  const applications = useQuery({ ...applicationListQuery(gid, applicationPage), enabled: rights.admin });

  const change = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast('success', done);
      void client.invalidateQueries({ queryKey: groupKeys.members(gid) });
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groups.action.failed'));
    } finally {
      setBusy(false);
    }
  };
  const setLevel = (row: GroupMemberVO, level: GroupMemberAuth) =>
    void change(() => setMemberLevel(row, level), t('groups.members.updated'));
  const remove = async () => {
    if (!removing) return;
    await change(() => removeMember(gid, removing.uid), t('groups.members.removed'));
    setRemoving(null);
  };

  return (
    <div className="group-members">
      {rights.admin ? (
        <PagedPanel
          texts={panelTexts(t, 'groups.applications')}
          query={applications}
          page={applicationPage}
          perPage={APPLICATIONS_PER_PAGE}
          onPage={setApplicationPage}
        >
          {(rows) => <ApplicationTable rows={rows} busy={busy} onAnswer={setLevel} />}
        </PagedPanel>
      ) : null}
      <PagedPanel
        texts={panelTexts(t, 'groups.members')}
        query={members}
        page={page}
        perPage={MEMBERS_PER_PAGE}
        onPage={setPage}
      >
        {(rows) => (
          <MemberTable
            rows={rows}
            viewer={viewer}
            ownerUid={group.data?.uid ?? null}
            managing={rights.admin}
            busy={busy}
            onLevel={setLevel}
            onRemove={setRemoving}
          />
        )}
      </PagedPanel>
      {removing ? (
        <ConfirmDialog
          title={t('groups.members.removeTitle')}
          message={t('groups.members.removeConfirm', { username: removing.username })}
          confirmLabel={t('groups.members.remove')}
          cancelLabel={t('groups.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
