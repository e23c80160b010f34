import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { UserHomeProblemVO, UserHomeVO } from '@generated/model/index';
import type { MessageKey } from '@portal/i18n/catalog';
import { useT } from '@portal/i18n/useT';
import { ChevronDownIcon, RefreshIcon } from '@portal/shared/ui/icons';
import { EmptyState } from '@portal/shared/ui/states';

const DIFFICULTY_KEYS: Record<string, MessageKey> = {
  '0': 'profile.solved.difficulty.0',
  '1': 'profile.solved.difficulty.1',
  '2': 'profile.solved.difficulty.2',
};

const problemPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;

function DifficultySection({ difficulty, problems }: { difficulty: string; problems: UserHomeProblemVO[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="solved__group">
      <h3 className="solved__group-heading">
        <button
          type="button"
          className="solved__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span>{t(DIFFICULTY_KEYS[difficulty] ?? 'profile.solved.difficulty.other')}</span>
          <span className="solved__count">{t('profile.solved.count', { count: problems.length })}</span>
          <ChevronDownIcon />
        </button>
      </h3>
      <ul id={panelId} className="solved__ids" hidden={!open}>
        {problems.map((problem) => (
          <li key={problem.id}>
            <Link to={problemPath(problem.problemId)}>{problem.problemId}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * An accordion of solved problems per difficulty (with a refresh button) and every solved problem id as a
 * link to the problem.
 */
export function SolvedProblems({
  user,
  onRefresh,
  refreshing,
}: {
  user: UserHomeVO;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const t = useT();
  const groups = Object.entries(user.solvedGroupByDifficulty ?? {})
    .filter(([, problems]) => problems.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="solved">
      <div className="solved__header">
        <h2 className="solved__heading">{t('profile.solved.byDifficulty')}</h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onRefresh}
          disabled={refreshing}
        >
          <RefreshIcon />
          {t('profile.solved.refresh')}
        </button>
      </div>
      {groups.length > 0 ? (
        <ul className="solved__groups">
          {groups.map(([difficulty, problems]) => (
            <DifficultySection key={difficulty} difficulty={difficulty} problems={problems} />
          ))}
        </ul>
      ) : (
        <EmptyState message={t('profile.solved.none')} />
      )}
      {user.solvedList.length > 0 ? (
        <>
          <h2 className="solved__heading">{t('profile.solved.list', { count: user.solvedList.length })}</h2>
          <ul className="solved__ids">
            {user.solvedList.map((problemId) => (
              <li key={problemId}>
                <Link to={problemPath(problemId)}>{problemId}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
