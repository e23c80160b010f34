import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_VALUE } from '@hoj/core/format/format';
import { useT } from '@portal/i18n/useT';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { PRINTS_PAGE_SIZE, printsQuery } from '../api/printApi';
import { PolledList } from '../components/PolledList';
import { PrintTable } from '../components/PrintTable';
import { ToolFrame } from '../components/ToolFrame';
import { usePrintDesk } from '../hooks/usePrintDesk';

function PrintDesk({ contestId }: { contestId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(printsQuery(contestId, page));
  const desk = usePrintDesk(contestId);
  const asked = desk.confirming;
  const names = asked ? { id: asked.print.id, username: asked.print.username || EMPTY_VALUE } : null;

  return (
    <>
      <PolledList
        query={query}
        page={page}
        pageSize={PRINTS_PAGE_SIZE}
        onPage={setPage}
        texts={{
          loading: t('contestTools.adminPrint.loading'),
          error: t('contestTools.adminPrint.error'),
          empty: t('contestTools.adminPrint.empty'),
          paused: t('contestTools.adminPrint.paused'),
          pages: t('contestTools.adminPrint.pages'),
          count: 'contestTools.adminPrint.count',
        }}
      >
        {(prints) => (
          <PrintTable
            prints={prints}
            downloading={desk.downloading}
            onDownload={desk.download}
            onMarkPrinted={desk.ask}
          />
        )}
      </PolledList>
      {asked && names ? (
        <ConfirmDialog
          title={t('contestTools.adminPrint.confirmTitle')}
          message={
            asked.file === null
              ? t('contestTools.adminPrint.confirmMessage', names)
              : t('contestTools.adminPrint.downloadedMessage', { ...names, file: asked.file })
          }
          confirmLabel={t('contestTools.adminPrint.confirm')}
          cancelLabel={t('contestTools.adminPrint.later')}
          busy={desk.confirmBusy}
          onConfirm={desk.confirm}
          onCancel={desk.cancel}
        />
      ) : null}
    </>
  );
}

/**
 * /contest/:contestID/admin-print (contest admins, when printing is open): the print desk. The contestants'
 * requests, read again every 10 s; each text is downloaded, printed, then confirmed printed.
 */
export function ContestAdminPrintPage() {
  const t = useT();
  return (
    <ToolFrame
      title={t('contestTools.adminPrint.title')}
      intro={t('contestTools.adminPrint.intro')}
      requires="print"
    >
      {(_contest, contestId) => <PrintDesk contestId={contestId} />}
    </ToolFrame>
  );
}
