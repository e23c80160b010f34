import { useT } from '@portal/i18n/useT';
import { PrintForm } from '../components/PrintForm';
import { ToolFrame } from '../components/ToolFrame';

/** /contest/:contestID/print (contestants, when the contest's printing is open): text for the contest printer. */
export function ContestPrintPage() {
  const t = useT();
  return (
    <ToolFrame title={t('contestTools.print.title')} intro={t('contestTools.print.intro')} requires="print">
      {(_contest, contestId) => <PrintForm contestId={contestId} />}
    </ToolFrame>
  );
}
