import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { problemDifficultyTable, problemTypeTable } from '@hoj/core/domain/problem';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import type { ProblemInfoVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { Tag } from '@portal/shared/ui/Tag';
import { authorLink } from '../model/problemLinks';
import { ProblemLimits } from './ProblemLimits';

interface ProblemHeaderProps {
  info: ProblemInfoVO;
  /** The id the reader knows the problem by here: the contest's display id inside a contest. */
  displayId: string;
  /** The header's buttons and links (statistics, solutions, discussion, focus mode, collapse). */
  actions: ReactNode;
}

/** Title, id, difficulty and rule tags, author, limits and languages, with the page's actions. */
export function ProblemHeader({ info, displayId, actions }: ProblemHeaderProps) {
  const t = useT();
  const { problem } = info;
  const difficulty = tableEntry(problemDifficultyTable, problem.difficulty);
  const type = tableEntry(problemTypeTable, problem.type);
  const languages = Array.isArray(info.languages) ? info.languages : [];
  return (
    <div className="problem-header">
      <div className="problem-header__top">
        <h1 className="problem-header__title">
          <span className="problem-header__id">{displayId}</span> {problem.title ?? ''}
        </h1>
        <div className="problem-header__actions">{actions}</div>
      </div>
      <ul className="problem-header__meta">
        {difficulty ? (
          <li>
            <Tag tone={difficulty.color}>{t(difficulty.labelKey)}</Tag>
          </li>
        ) : null}
        {type ? (
          <li>
            <Tag tone={type.color}>{type.short}</Tag>
          </li>
        ) : null}
        {problem.author ? (
          <li>
            {t('problemDetails.author')}: <Link to={authorLink(problem.author)}>{problem.author}</Link>
          </li>
        ) : null}
        <li>
          {t('problemDetails.limits')}: <ProblemLimits info={info} />
        </li>
        {languages.length > 0 ? (
          <li>
            {t('problemDetails.languages')}: {languages.join(', ')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
