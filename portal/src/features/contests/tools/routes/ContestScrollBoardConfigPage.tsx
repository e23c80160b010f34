import { useT } from '@portal/i18n/useT';
import { ScrollBoardForm } from '../components/ScrollBoardForm';
import { ToolFrame } from '../components/ToolFrame';

/**
 * /contest/:contestID/scroll-board (contest admins, ACM): the scroll board's settings, from which it opens in a
 * window of its own for the projector.
 */
export function ContestScrollBoardConfigPage() {
  const t = useT();
  return (
    <ToolFrame
      title={t('contestTools.scrollBoard.title')}
      intro={t('contestTools.scrollBoard.intro')}
      requires="acm"
    >
      {(contest, contestId) => <ScrollBoardForm contest={contest} contestId={contestId} />}
    </ToolFrame>
  );
}
