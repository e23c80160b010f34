import { BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import { FormSection } from '@backoffice/common/FormSection';
import { keepText } from './formValues';

/** How outputs are compared and shown, and whether the program reads and writes named files. */
export function OptionsSection() {
  const fileIo = useWatch({ name: 'isFileIO' }) === true;
  return (
    <FormSection title="hoj.problemEditor.sections.options">
      <BooleanInput source="isRemoveEndBlank" helperText={false} />
      <BooleanInput source="openCaseResult" helperText={false} />
      <BooleanInput source="isFileIO" helperText="hoj.problemEditor.fileIoHint" />
      {fileIo && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            source="ioReadFileName"
            parse={keepText}
            isRequired
            helperText="hoj.problemEditor.ioReadHint"
          />
          <TextInput
            source="ioWriteFileName"
            parse={keepText}
            isRequired
            helperText="hoj.problemEditor.ioWriteHint"
          />
        </Box>
      )}
    </FormSection>
  );
}
