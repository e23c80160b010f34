import { FormSection } from '@backoffice/common/FormSection';
import { StatementInput } from './StatementInput';

/** The statement in five markdown parts; the input and output descriptions are required. */
export function StatementSection() {
  return (
    <FormSection title="hoj.problemEditor.sections.statement" intro="hoj.problemEditor.statementIntro">
      <StatementInput source="description" rows={10} />
      <StatementInput source="input" required />
      <StatementInput source="output" required />
      <StatementInput source="hint" rows={4} />
      <StatementInput source="source" rows={2} />
    </FormSection>
  );
}
