import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestPrint } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { downloadPrint, markPrinted } from '../api/printApi';
import { toolKeys, type ToolPage } from '../api/toolKeys';

/** The request staff are asked about: confirm it was printed, after its download (`file`) or straight away. */
export interface PrintConfirmation {
  print: ContestPrint;
  file: string | null;
}

/**
 * The print desk's two actions: download a request's text, which then asks whether it was printed, and
 * confirm it printed, which moves it to the printed ones at once and reads the list again (the server lists
 * the ones not printed first). A failure is told by the request layer; the dialog stays for another try.
 */
export function usePrintDesk(cid: number) {
  const t = useT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<PrintConfirmation | null>(null);

  const download = useMutation({
    mutationFn: (print: ContestPrint) => downloadPrint(print.id),
    onSuccess: (file, print) => setConfirming({ print, file }),
  });

  const confirm = useMutation({
    mutationFn: (print: ContestPrint) => markPrinted(cid, print.id),
    onSuccess: (_answer, print) => {
      client.setQueriesData<ToolPage<ContestPrint>>({ queryKey: toolKeys.prints(cid) }, (page) =>
        page
          ? {
              ...page,
              records: page.records.map((row) => (row.id === print.id ? { ...row, status: 1 } : row)),
            }
          : page,
      );
      void client.invalidateQueries({ queryKey: toolKeys.prints(cid) });
      setConfirming(null);
      showToast('success', t('contestTools.adminPrint.marked', { id: print.id }));
    },
  });

  return {
    confirming,
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
    confirmBusy: confirm.isPending,
    download: (print: ContestPrint) => download.mutate(print),
    ask: (print: ContestPrint) => setConfirming({ print, file: null }),
    confirm: () => {
      if (confirming && !confirm.isPending) confirm.mutate(confirming.print);
    },
    cancel: () => setConfirming(null),
  };
}
