import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestRecord } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { setAcChecked } from '../api/acInfoApi';
import { toolKeys, type ToolPage } from '../api/toolKeys';

interface Toggle {
  record: ContestRecord;
  checked: boolean;
}

const reasonOf = (error: unknown) => (isApiError(error) ? error.msg : String(error));

/**
 * The AC-info rows' "balloon delivered" switch, optimistic: the row shows the new state at once and keeps it
 * through any refresh that lands while the server is asked; a refusal puts the row back as it was and says so,
 * naming the row. A row's switch waits while its own change is on its way, so two clicks never race.
 */
export function useAcCheckedToggle(cid: number) {
  const t = useT();
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());

  const forget = (id: number) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const mutation = useMutation({
    mutationFn: ({ record, checked }: Toggle) => setAcChecked(cid, record.id, checked),
    onMutate: async ({ record, checked }) => {
      setPending((current) => new Map(current).set(record.id, checked));
      // A refresh already on its way may carry the old state; the next one comes after the change.
      await client.cancelQueries({ queryKey: toolKeys.acInfo(cid) });
    },
    onSuccess: (_answer, { record, checked }) => {
      client.setQueriesData<ToolPage<ContestRecord>>({ queryKey: toolKeys.acInfo(cid) }, (page) =>
        page
          ? {
              ...page,
              records: page.records.map((row) => (row.id === record.id ? { ...row, checked } : row)),
            }
          : page,
      );
    },
    onError: (error, { record }) => {
      showToast(
        'error',
        t('contestTools.acInfo.toggleFailed', {
          problem: record.displayId ?? '',
          username: record.username ?? '',
          reason: reasonOf(error),
        }),
      );
    },
    onSettled: (_answer, _error, { record }) => forget(record.id),
  });

  return {
    /** The state to show: the one asked for while a change is on its way, else the server's. */
    checkedOf: (record: ContestRecord) => pending.get(record.id) ?? record.checked === true,
    isPending: (record: ContestRecord) => pending.has(record.id),
    toggle: (record: ContestRecord) => {
      if (pending.has(record.id)) return;
      mutation.mutate({ record, checked: record.checked !== true });
    },
  };
}
