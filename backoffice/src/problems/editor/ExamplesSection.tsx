import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { Alert, Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FormSection } from '@backoffice/common/FormSection';
import { keepText, plainTextArea } from './formValues';
import { RemovableRow } from './RemovableRow';

/** More samples than this crowd the statement; the old editor advised against them. */
const ADVISED_EXAMPLES = 2;

/** The samples shown under the statement: input and expected output pairs, added and removed freely. */
export function ExamplesSection() {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'examples' });
  return (
    <FormSection title="hoj.problemEditor.sections.examples">
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <RemovableRow
            key={field.id}
            title={translate('hoj.problemEditor.example', { n })}
            removeLabel={translate('hoj.problemEditor.removeExample', { n })}
            onRemove={() => remove(index)}
          >
            <TextInput
              source={`examples.${index}.input`}
              parse={keepText}
              label={translate('hoj.problemEditor.exampleInput', { n })}
              {...plainTextArea(3)}
              helperText={false}
            />
            <TextInput
              source={`examples.${index}.output`}
              parse={keepText}
              label={translate('hoj.problemEditor.exampleOutput', { n })}
              {...plainTextArea(3)}
              helperText={false}
            />
          </RemovableRow>
        );
      })}
      {fields.length > ADVISED_EXAMPLES && (
        <Alert severity="info">
          {translate('hoj.problemEditor.tooManyExamples', { max: ADVISED_EXAMPLES })}
        </Alert>
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ input: '', output: '' })}>
          {translate('hoj.problemEditor.addExample')}
        </Button>
      </Box>
    </FormSection>
  );
}
