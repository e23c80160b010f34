import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { testAdminEmail } from '@generated/api/admin-config/admin-config';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { emailRules } from './validation';

/** First failing rule's message key, or null. The rules are react-admin's, used outside a react-admin form. */
function recipientError(value: string): string | null {
  for (const rule of emailRules) {
    const result: unknown = rule(value, {}, {});
    if (typeof result === 'string') return result;
    if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string')
      return result.message;
  }
  return null;
}

/** `POST /api/admin/config/test-email`: sends one mail through the saved SMTP settings and shows the answer. */
export function TestEmailForm() {
  const translate = useTranslate();
  const headingId = useId();
  const [recipient, setRecipient] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useApiMutation({
    mutationFn: (email: string) => testAdminEmail({ email }),
    failure: 'hoj.systemConfig.email.test.failed',
    showError: 'inPlace',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = recipientError(recipient.trim());
    setFieldError(error);
    if (error === null) mutation.mutate(recipient.trim());
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {translate('hoj.systemConfig.email.test.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start', mt: 1 }}>
        <TextField
          label={translate('hoj.systemConfig.email.test.recipient')}
          type="email"
          size="small"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError === null ? ' ' : translate(fieldError)}
        />
        <Button type="submit" variant="outlined" disabled={mutation.isPending}>
          {translate(
            mutation.isPending ? 'hoj.systemConfig.email.test.sending' : 'hoj.systemConfig.email.test.send',
          )}
        </Button>
      </Stack>
      {mutation.isSuccess && (
        <Alert severity="success" role="status">
          {translate('hoj.systemConfig.email.test.sent', { email: mutation.variables })}
        </Alert>
      )}
      {mutation.errorText !== null && (
        <Alert severity="error" role="alert">
          {mutation.errorText}
        </Alert>
      )}
    </Box>
  );
}
