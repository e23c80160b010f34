import { TextInput } from 'react-admin';
import { FormSection } from '@backoffice/common/FormSection';

/** Where a contest-only problem sits in its contest: the label (`A`, `B`, …) and the title contestants see. */
export function ContestLabelSection() {
  return (
    <FormSection title="hoj.problemEditor.sections.contest">
      <TextInput source="contestDisplayId" isRequired helperText="hoj.problemEditor.contestDisplayIdHint" />
      <TextInput source="contestDisplayTitle" isRequired helperText={false} />
    </FormSection>
  );
}
