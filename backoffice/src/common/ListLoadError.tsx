import { useListContext, useTranslate } from 'react-admin';
import { Alert, AlertTitle, Button } from '@mui/material';
import { kindOffersRetry } from '@hoj/core/http/retryPolicy';
import type { HojErrorBody } from '@backoffice/providers/httpError';

function bodyOf(error: unknown): HojErrorBody | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body: unknown }).body;
  return typeof body === 'object' && body !== null && 'kind' in body ? (body as HojErrorBody) : null;
}

/**
 * A list that could not be loaded says so, with the server's reason, instead of looking empty ("No users
 * found"); a retry is offered where asking again can help (not after a refusal).
 */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const body = bodyOf(error);
  // Core's rule on the kind react-admin's HttpError carries; an error without one may be anything, so offer it.
  const retryable = body === null || kindOffersRetry(body.kind);
  const reason = error instanceof Error && error.message ? error.message : null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        retryable ? (
          <Button color="inherit" onClick={() => void refetch()}>
            {translate('hoj.list.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{translate('hoj.list.loadFailed')}</AlertTitle>
      {reason}
    </Alert>
  );
}
