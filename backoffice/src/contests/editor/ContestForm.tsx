import { useState } from 'react';
import { Create, Edit, SimpleForm, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { newContestForm } from '@hoj/core/editor/contestEditor';
import { session } from '@hoj/core/session/session';
import { EditorToolbar } from '@backoffice/common/EditorToolbar';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { useLoadRefusal } from '@backoffice/common/useLoadRefusal';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { useContestAccess } from '../contestAccess';
import type { ContestEditorRecord } from '../contestResource';
import { contestEditorMessages } from '../i18n/contestEditorMessages';
import { contestListMessages } from '../i18n/contestListMessages';
import { AccountLimitSection } from './AccountLimitSection';
import { AwardsSection } from './AwardsSection';
import { BasicSection } from './BasicSection';
import { BoardSection, RulesSection } from './RulesSection';
import { ScheduleSection } from './ScheduleSection';
import { StarUsersInput } from './StarUsersInput';
import { useContestResolver } from './useContestResolver';

registerPageMessages(contestListMessages);
registerPageMessages(contestEditorMessages);

/**
 * Save, and for root an existing contest's delete, which names everything that goes with the contest first
 * (the other roles would be refused).
 */
function ContestToolbar() {
  const record = useRecordContext<ContestEditorRecord>();
  const { canDelete } = useContestAccess();
  return (
    <EditorToolbar
      canDelete={canDelete}
      confirmTitle="hoj.contests.list.deleteTitle"
      confirmContent="hoj.contests.list.deleteContent"
      translateOptions={{ title: record?.title }}
    />
  );
}

/**
 * Every setting of a contest, in sections, checked by core's contest rules when saved. What was typed stays
 * when a save fails; leaving with unsaved changes asks first.
 */
function ContestEditorForm() {
  const record = useRecordContext<ContestEditorRecord>();
  const editing = typeof record?.id === 'number';
  const resolver = useContestResolver(
    editing && record ? { editing, originalType: record.type } : { editing: false },
  );
  return (
    <SimpleForm resolver={resolver} sanitizeEmptyValues={false} noValidate toolbar={<ContestToolbar />}>
      <UnsavedChangesGuard />
      <BasicSection />
      <ScheduleSection />
      <RulesSection />
      <BoardSection />
      <AccountLimitSection />
      <StarUsersInput />
      <AwardsSection />
    </SimpleForm>
  );
}

/** The success toast HOJ shows after a contest is saved, then back to the list. */
function useSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify('hoj.contests.editor.saved', { type: 'success' });
    redirect('list', 'contests');
  };
}

/** `/admin/contests/create`: a new contest from core's defaults, created by whoever is signed in. */
export function ContestCreate() {
  const onSuccess = useSaved();
  // Made once: a new record would reset the form.
  const [record] = useState(() => {
    const user = session.get().user;
    return newContestForm({ uid: user?.uid ?? '', author: user?.username ?? '' });
  });
  return (
    <Create record={record} mutationOptions={{ onSuccess }}>
      <ContestEditorForm />
    </Create>
  );
}

/** `/admin/contests/:id`: saves once the server has accepted (nothing optimistic), then returns to the list. */
export function ContestEdit() {
  const onSuccess = useSaved();
  const onError = useLoadRefusal('/contests');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} queryOptions={{ onError }}>
      <ContestEditorForm />
    </Edit>
  );
}
