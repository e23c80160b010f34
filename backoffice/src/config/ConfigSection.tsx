import { useState, type ReactNode } from 'react';
import { Confirm, SaveButton, Toolbar, useTranslate, type FormProps } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { isApiError } from '@hoj/core/http/apiError';
import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { useApiMutation } from '@backoffice/common/useApiMutation';

/** Inside the form: keeps the leave-page confirm armed while anything is unsaved. */
function GuardedToolbar() {
  return (
    <Toolbar>
      <UnsavedChangesGuard />
      <SaveButton />
    </Toolbar>
  );
}

/**
 * Spread onto the section's form. `noValidate` keeps the browser's own checks (`min`, `step`, `type="email"`)
 * from stopping the submit with a bubble in the browser's language before the translated rules run.
 */
export interface SectionFormProps {
  record: FormProps['record'];
  onSubmit(values: FieldValues): Promise<void>;
  toolbar: ReactNode;
  noValidate: true;
}

interface ConfigSectionProps<T extends object> {
  /** Names the heading (`hoj.systemConfig.<id>.title`) and the section's anchor. */
  id: string;
  queryKey: QueryKey;
  load(signal: AbortSignal): Promise<T>;
  save(values: T): Promise<unknown>;
  /** `data`: what was loaded (the form's record). */
  renderForm(props: SectionFormProps, data: T): ReactNode;
  /**
   * For extensions the backend may lack: a 404 on load shows this text (an i18n key) instead of an error, and
   * is not retried.
   */
  unsupportedText?: string;
  /**
   * For settings whose change hits every user at once: what a save of `values` over `stored` would change, as
   * the confirmation's body, or null when nothing needs asking. The save waits for the admin's answer.
   */
  describeRiskyChange?(values: T, stored: T): ReactNode | null;
}

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'notFound';

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.msg : fallback);

/**
 * One block of the system configuration: loads its settings, shows loading and error states, saves them and
 * reloads, so the form starts clean again from what the server now holds.
 */
export function ConfigSection<T extends object>({
  id,
  queryKey,
  load,
  save,
  renderForm,
  unsupportedText,
  describeRiskyChange,
}: ConfigSectionProps<T>) {
  const translate = useTranslate();
  const [pending, setPending] = useState<{ values: T; change: ReactNode } | null>(null);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    // Core's read policy (one quiet retry, none after a refusal or a 404) from the app's query defaults.
  });
  const mutation = useApiMutation({
    mutationFn: save,
    success: 'hoj.systemConfig.saved',
    failure: 'hoj.systemConfig.saveFailed',
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  const headingId = `config-${id}-title`;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('ra.page.loading')}</Typography>
      </Stack>
    );
  } else if (query.isError && unsupportedText && isNotFound(query.error)) {
    body = (
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate(unsupportedText)}
      </Alert>
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {translate('hoj.systemConfig.retry')}
          </Button>
        }
      >
        {messageOf(query.error, translate('hoj.systemConfig.loadFailed'))}
      </Alert>
    );
  } else {
    body = (
      // A new key after each load, so a saved form starts clean with the stored values.
      <div key={query.dataUpdatedAt}>
        {renderForm(
          {
            record: query.data,
            onSubmit: async (values: FieldValues) => {
              const change = describeRiskyChange?.(values as T, query.data) ?? null;
              if (change !== null) {
                setPending({ values: values as T, change });
                return;
              }
              await mutation.mutateAsync(values as T).catch(() => undefined);
            },
            toolbar: <GuardedToolbar />,
            noValidate: true,
          },
          query.data,
        )}
      </div>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId} id={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {translate(`hoj.systemConfig.${id}.title`)}
        </Typography>
        {body}
        <Confirm
          isOpen={pending !== null}
          loading={mutation.isPending}
          title={`hoj.systemConfig.${id}.confirmTitle`}
          content={pending?.change}
          onConfirm={() => {
            if (!pending) return;
            void mutation
              .mutateAsync(pending.values)
              .catch(() => undefined)
              .finally(() => setPending(null));
          }}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
}
