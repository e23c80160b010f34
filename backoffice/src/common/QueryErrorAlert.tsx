import { useTranslate } from 'react-admin';
import { Alert, Button } from '@mui/material';

/**
 * A table's data that could not be loaded: the failure's own text in place of the rows (an empty table would
 * read as "nothing there"), with a retry where the screen offers one.
 */
export function QueryErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => unknown }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" onClick={() => void onRetry()}>
            {translate('hoj.list.retry')}
          </Button>
        ) : undefined
      }
    >
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}
