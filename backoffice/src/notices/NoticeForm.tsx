import { FormDataConsumer, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { MarkdownInput } from '../announcements/MarkdownInput';
import type { NoticeRecord } from './noticeOperations';
import { UnsavedChangesGuard } from '../common/UnsavedChangesGuard';

export const noticeTypeChoices = [
  { id: 'All', name: 'resources.notices.type.All' },
  { id: 'Single', name: 'resources.notices.type.Single' },
  { id: 'Admin', name: 'resources.notices.type.Admin' },
];

/** Writing to admins is offered but disabled, saying why: the backend stores such notices and never delivers them. */
const formTypeChoices = [
  ...noticeTypeChoices.filter((choice) => choice.id !== 'Admin'),
  { id: 'Admin', name: 'resources.notices.adminUnsupported', disabled: true },
];

const validateTitle = [required(), maxLength(255)];
/** Spec 002 §5: a notice or announcement without a body says nothing. */
const validateContent = required();

/**
 * Title, markdown content with preview, recipients; a `Single` notice names its recipient by username.
 * On edit the name is optional: HOJ's list does not say who received it, and without a new name it stays.
 */
export function NoticeForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TextInput source="title" validate={validateTitle} fullWidth />
      <MarkdownInput source="content" previewLabel="resources.notices.preview" validate={validateContent} />
      <SelectInput
        source="type"
        choices={formTypeChoices}
        validate={required()}
        helperText="resources.notices.typeHelp"
      />
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
