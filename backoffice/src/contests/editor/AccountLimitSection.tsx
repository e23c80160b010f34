import { BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { accountRangePreview, type AccountLimitFields } from '@hoj/core/editor/contestEditor';
import { FormSection } from '@backoffice/common/FormSection';
import { keepText } from './formValues';

/** Which accounts the rule lets in, as the first two and the last of the range. */
function RangePreview() {
  const translate = useTranslate();
  const fields = useWatch({ name: 'accountLimit' }) as AccountLimitFields | undefined;
  const shown = fields ? accountRangePreview(fields) : [];
  const text =
    shown.length === 0
      ? translate('hoj.contests.editor.accountsPreviewEmpty')
      : translate('hoj.contests.editor.accountsPreview', {
          accounts: shown.length === 3 ? `${shown[0]}, ${shown[1]}, …, ${shown[2]}` : shown.join(', '),
        });
  return (
    <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

/**
 * The account limit: only `prefix + n + suffix` for n in the range, plus the extra accounts, may register.
 * Core builds the stored rule from these fields.
 */
export function AccountLimitSection() {
  const limited = useWatch({ name: 'openAccountLimit' }) === true;
  return (
    <FormSection title="hoj.contests.editor.sections.accounts" intro="hoj.contests.editor.accountsHint">
      <BooleanInput source="openAccountLimit" helperText={false} />
      {limited && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
            <TextInput source="accountLimit.prefix" parse={keepText} helperText={false} />
            <NumberInput source="accountLimit.startNumber" step={1} helperText={false} />
            <NumberInput source="accountLimit.endNumber" step={1} helperText={false} />
            <TextInput source="accountLimit.suffix" parse={keepText} helperText={false} />
          </Box>
          <RangePreview />
          <TextInput
            source="accountLimit.extraAccounts"
            parse={keepText}
            multiline
            minRows={2}
            fullWidth
            helperText={false}
          />
        </>
      )}
    </FormSection>
  );
}
