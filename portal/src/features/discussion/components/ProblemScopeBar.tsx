import { Link } from 'react-router';
import '@portal/i18n/pages/discussionList';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { ChevronLeftIcon } from '@portal/shared/ui/icons';
import { discussionListPath, problemPath, type DiscussionScope } from '../model/discussionScope';

/** On a problem's board: which problem, the way back to it, and the board of every post. */
export function ProblemScopeBar({ scope }: { scope: DiscussionScope }) {
  const t = useT();
  const pid = scope.pid ?? '';
  return (
    <p className="discussion-list__scope">
      <span>{t('discussions.list.problemScope', { pid })}</span>
      <Link className="button button--secondary button--small" to={problemPath(scope.gid, pid)}>
        <ChevronLeftIcon />
        {t('discussions.list.backToProblem', { pid })}
      </Link>
      <Link
        className="button button--ghost button--small"
        to={discussionListPath({ gid: scope.gid, pid: null })}
      >
        {t('discussions.list.allDiscussions')}
      </Link>
    </p>
  );
}
