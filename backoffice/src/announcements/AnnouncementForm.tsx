import { RadioButtonGroupInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { MarkdownInput } from './MarkdownInput';
import { UnsavedChangesGuard } from '../common/UnsavedChangesGuard';

const statusChoices = [
  { id: 0, name: 'resources.announcements.status.visible' },
  { id: 1, name: 'resources.announcements.status.hidden' },
];

const validateTitle = [required(), maxLength(255)];
/** Spec 002 §5: a notice or announcement without a body says nothing. */
const validateContent = required();

/** Title, markdown content with its preview, and visibility; shared by create and edit. */
export function AnnouncementForm() {
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TextInput source="title" validate={validateTitle} fullWidth />
      <MarkdownInput
        source="content"
        previewLabel="resources.announcements.preview"
        validate={validateContent}
      />
      <RadioButtonGroupInput source="status" choices={statusChoices} />
    </SimpleForm>
  );
}
