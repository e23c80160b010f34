import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormSection } from '@backoffice/common/FormSection';
import { keepText, plainTextArea } from './formValues';

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
          <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                {translate('hoj.problemEditor.example', { n })}
              </Typography>
              <IconButton
                aria-label={translate('hoj.problemEditor.removeExample', { n })}
                onClick={() => remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
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
            </Box>
          </Paper>
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
