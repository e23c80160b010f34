import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isApiError } from '@hoj/core/http/apiError';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** The i18n keys of one screen's states; `loadFailed` gets the server's reason as `{msg}`. */
export interface QueryStateTexts {
  loading: string;
  retry: string;
  loadFailed: string;
}

/**
 * One query's loading, failure and data, each said in place: loading as a status, a failure as an alert with
 * the server's reason and a retry (a blank area would hide that anything went wrong), then the data.
 */
export function QueryState<T>({
  query,
  texts,
  children,
}: {
  query: QueryLike<T>;
  texts: QueryStateTexts;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography color="text.secondary">{translate(texts.loading)}</Typography>
      </Box>
    );
  }
  if (query.error !== null || query.data === undefined) {
    const msg = isApiError(query.error) ? query.error.msg : String(query.error ?? '');
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate(texts.retry)}
          </Button>
        }
      >
        {translate(texts.loadFailed, { msg })}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
