// The one way to write a mutation in the back office. A react-admin resource (users, announcements, notices)
// changes only through react-admin's data-provider hooks: useCreate, useUpdate, useDelete and the Create, Edit
// and Delete components built on them. Every other write (config sections, switches, carousel images, the test
// e-mail, generating users and downloading their sheet, CSV import runs, judge actions, signing in) goes through
// useApiMutation, so the pending state, the failure text and the toasts behave the same everywhere.
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { isApiError } from '@hoj/core/http/apiError';

/** A toast's text: an i18n key and the values it interpolates. */
export interface ApiNotice {
  message: string;
  messageArgs?: Record<string, unknown>;
}

export interface ApiMutationOptions<TData, TVariables> {
  mutationFn(variables: TVariables): Promise<TData>;
  /** The success toast: an i18n key, or a key with values computed from the answer. No toast when left out. */
  success?: string | ((data: TData, variables: TVariables) => ApiNotice);
  /**
   * i18n key of the failure text for an error that carries no server message (a server's message is shown as
   * it is). Without it, such an error shows its own text.
   */
  failure?: string;
  /**
   * Where a failure is shown: as an error toast (the default), or in place, read from `errorText` by the
   * screen that made the call (a dialog or a form that keeps the user's input beside the message).
   */
  showError?: 'toast' | 'inPlace';
  /** Runs after the success toast and is awaited: the call stays pending until, say, the reload it starts is done. */
  onSuccess?(data: TData, variables: TVariables): unknown;
  onError?(error: unknown, variables: TVariables): unknown;
}

export type ApiMutation<TData, TVariables> = UseMutationResult<TData, unknown, TVariables> & {
  /** The last call's failure as the user reads it; null unless that call failed. */
  errorText: string | null;
};

/** react-query's `useMutation` with the back office's success toast and failure text (see the rule above). */
export function useApiMutation<TData, TVariables = void>({
  mutationFn,
  success,
  failure,
  showError = 'toast',
  onSuccess,
  onError,
}: ApiMutationOptions<TData, TVariables>): ApiMutation<TData, TVariables> {
  const notify = useNotify();
  const translate = useTranslate();
  const textOf = (error: unknown): string => {
    if (isApiError(error)) return error.msg;
    return failure ? translate(failure) : String(error);
  };
  const mutation = useMutation<TData, unknown, TVariables>({
    mutationFn,
    onSuccess: async (data, variables) => {
      if (success) {
        const { message, messageArgs }: ApiNotice =
          typeof success === 'string' ? { message: success } : success(data, variables);
        notify(message, messageArgs ? { type: 'success', messageArgs } : { type: 'success' });
      }
      await onSuccess?.(data, variables);
    },
    onError: async (error, variables) => {
      if (showError === 'toast') notify(textOf(error), { type: 'error' });
      await onError?.(error, variables);
    },
  });
  return { ...mutation, errorText: mutation.isError ? textOf(mutation.error) : null };
}
