import { FormDataConsumer, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { MarkdownInput } from '../announcements/MarkdownInput';
import type { NoticeRecord } from './noticeOperations';

export const noticeTypeChoices = [
  { id: 'All', name: 'resources.notices.type.All' },
  { id: 'Single', name: 'resources.notices.type.Single' },
  { id: 'Admin', name: 'resources.notices.type.Admin' },
];

const validateTitle = [required(), maxLength(255)];

/**
 * Title, markdown content with preview, recipients; a `Single` notice names its recipient by username.
 * On edit the name is optional: HOJ's list does not say who received it, and without a new name it stays.
 */
export function NoticeForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm sanitizeEmptyValues={false} warnWhenUnsavedChanges>
      <TextInput source="title" validate={validateTitle} fullWidth />
      <MarkdownInput source="content" previewLabel="resources.notices.preview" />
      <SelectInput source="type" choices={noticeTypeChoices} validate={required()} />
      <FormDataConsumer<NoticeRecord>>
        {({ formData }) =>
          formData.type === 'Single' ? (
            <TextInput
              source="recipientUsername"
              validate={creating ? required() : undefined}
              helperText={creating ? false : 'resources.notices.recipientKeep'}
            />
          ) : null
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}
