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

/** Loading, error (with a retry) and success of one dashboard query; errors are announced (role=alert). */
export function QueryState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography color="text.secondary">{translate('hoj.dashboardInfo.loading')}</Typography>
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
            {translate('hoj.dashboardInfo.retry')}
          </Button>
        }
      >
        {translate('hoj.dashboardInfo.loadFailed', { msg })}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
