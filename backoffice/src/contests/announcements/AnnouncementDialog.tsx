import { useEffect, useState } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import {
  Confirm,
  Form,
  RadioButtonGroupInput,
  ResourceContextProvider,
  TextInput,
  maxLength,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  addAdminContestAnnouncement,
  updateAdminContestAnnouncement,
} from '@generated/api/admin-contest/admin-contest';
import type { AnnouncementVO } from '@generated/model/index';
import { session } from '@hoj/core/session/session';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { filledText } from '@backoffice/common/validators';
import { MarkdownInput } from '@backoffice/posts/MarkdownInput';
import { asNumber } from '../editor/formValues';
import { contestAnnouncementsKey } from './announcementQueries';

interface AnnouncementDraft {
  title: string;
  content: string;
  status: 0 | 1;
}

const validateTitle = [...filledText('resources.contestAnnouncements.fields.title'), maxLength(255)];
const validateContent = filledText('resources.contestAnnouncements.fields.content');

/** Tells the dialog whether anything was typed (the form's state lives inside the form). */
function DirtyWatch({ onChange }: { onChange(dirty: boolean): void }) {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}

interface AnnouncementDialogProps {
  cid: number;
  /** The announcement being edited; null for a new one. */
  editing: AnnouncementVO | null;
  onClose(): void;
}

/**
 * Writes or edits a contest announcement: title, markdown content previewed as contestants will read it
 * (staff-written, so the trusted rules), and whether contestants see it. A failure stays in the dialog.
 * Closing it (Esc, the backdrop, Cancel) with something typed asks first, as the editors' pages do.
 */
export function AnnouncementDialog({ cid, editing, onClose }: AnnouncementDialogProps) {
  const translate = useTranslate();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const queryClient = useQueryClient();
  const save = useApiMutation({
    mutationFn: async (draft: AnnouncementDraft) => {
      const announcement = {
        title: draft.title.trim(),
        content: draft.content,
        status: draft.status === 1 ? 1 : 0,
        // The backend saves the publisher the client names (hoj-vue sends the signed-in admin).
        uid: editing?.uid ?? session.get().user?.uid ?? null,
      } as const;
      if (editing)
        await updateAdminContestAnnouncement({ cid, announcement: { ...announcement, id: editing.id } });
      else await addAdminContestAnnouncement({ cid, announcement });
    },
    success: (_data, draft) => ({
      message: 'hoj.contests.announcements.saved',
      messageArgs: { title: draft.title.trim() },
    }),
    showError: 'inPlace',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contestAnnouncementsKey(cid) });
      onClose();
    },
  });
  const record: AnnouncementDraft = {
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    status: editing?.status === 1 ? 1 : 0,
  };
  const statusChoices = [
    { id: 0, name: 'hoj.contests.announcements.visible' },
    { id: 1, name: 'hoj.contests.announcements.hidden' },
  ];
  return (
    <Dialog open onClose={requestClose} maxWidth="lg" fullWidth aria-labelledby="contest-announcement-title">
      {/* The inputs take their labels from `resources.contestAnnouncements.fields`. */}
      <ResourceContextProvider value="contestAnnouncements">
        <Form
          record={record}
          onSubmit={(values: FieldValues) => save.mutate(values as AnnouncementDraft)}
          sanitizeEmptyValues={false}
          noValidate
        >
          <DirtyWatch onChange={setDirty} />
          <DialogTitle id="contest-announcement-title">
            {translate(
              editing ? 'hoj.contests.announcements.editTitle' : 'hoj.contests.announcements.createTitle',
            )}
          </DialogTitle>
          <DialogContent>
            <TextInput source="title" validate={validateTitle} fullWidth />
            <MarkdownInput
              source="content"
              previewLabel="hoj.contests.announcements.preview"
              validate={validateContent}
            />
            <RadioButtonGroupInput source="status" parse={asNumber} choices={statusChoices} />
            {save.errorText && (
              <Alert severity="error" role="alert">
                {save.errorText}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </Form>
      </ResourceContextProvider>
      <Confirm
        isOpen={asking}
        title="hoj.contests.announcements.discardTitle"
        content="ra.message.unsaved_changes"
        confirmColor="warning"
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}
