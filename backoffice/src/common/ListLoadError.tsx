import { useListContext, useTranslate } from 'react-admin';
import { Alert, AlertTitle, Button } from '@mui/material';
import type { HojErrorBody } from '@backoffice/providers/httpError';

/** Kinds of failure that may pass when asked again (core's retry rule, read from react-admin's HttpError). */
const PASSING: readonly HojErrorBody['kind'][] = ['network', 'timeout', 'server'];

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
  const retryable = body === null || PASSING.includes(body.kind);
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
