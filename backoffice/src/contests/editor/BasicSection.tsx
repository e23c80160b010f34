import { TextInput } from 'react-admin';
import { FormSection } from '@backoffice/common/FormSection';
import { MarkdownInput } from '@backoffice/posts/MarkdownInput';
import { keepText } from './formValues';

/** Title and description; the description previews as the portal will show it (staff-written content). */
export function BasicSection() {
  return (
    <FormSection title="hoj.contests.editor.sections.basic">
      <TextInput source="title" parse={keepText} isRequired fullWidth />
      <MarkdownInput source="description" previewLabel="hoj.contests.editor.preview" />
    </FormSection>
  );
}
