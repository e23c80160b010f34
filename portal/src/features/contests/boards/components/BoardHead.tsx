import { Link } from 'react-router';
import { hexColour } from '@hoj/core/format/hexColour';
import type { Translate } from '@portal/i18n/useT';
import type { BoardProblem } from '../model/boardProblem';

interface BoardHeadProps {
  rule: 'acm' | 'oi';
  problems: readonly BoardProblem[];
  /** The problem's page inside the contest; null on the outside board, whose readers may not open it. */
  problemLink: ((displayId: string) => string) | null;
  t: Translate;
}

/** A problem's column head: its balloon, its label (a link inside the contest) and how many solved it. */
function ProblemHead({
  problem,
  problemLink,
  t,
}: {
  problem: BoardProblem;
  problemLink: BoardHeadProps['problemLink'];
  t: Translate;
}) {
  const balloon = hexColour(problem.color);
  const hint = problem.title ? `${problem.displayId}. ${problem.title}` : problem.displayId;
  return (
    <th scope="col" className="board__problem" title={hint}>
      <span className="board__problem-label">
        {balloon ? (
          <span className="board__balloon" style={{ background: balloon }} aria-hidden="true" />
        ) : null}
        {problemLink ? (
          <Link to={problemLink(problem.displayId)}>{problem.displayId}</Link>
        ) : (
          problem.displayId
        )}
        {problem.title ? <span className="visually-hidden">{` ${problem.title}`}</span> : null}
      </span>
      {problem.ac !== null && problem.total !== null ? (
        <span
          className="board__problem-counts"
          title={t('contestBoards.problem.counts', { ac: problem.ac, total: problem.total })}
        >
          <span aria-hidden="true">
            {problem.ac}/{problem.total}
          </span>
        </span>
      ) : null}
    </th>
  );
}

/** The head row: rank, participant, the totals of the rule, then one column per problem. */
export function BoardHead({ rule, problems, problemLink, t }: BoardHeadProps) {
  return (
    <tr aria-rowindex={1}>
      <th scope="col" className="board__rank">
        {t('contestBoards.col.rank')}
      </th>
      <th scope="col" className="board__who">
        {t('contestBoards.col.participant')}
      </th>
      {rule === 'acm' ? (
        <>
          <th scope="col" className="board__number">
            {t('contestBoards.col.solved')}
          </th>
          <th scope="col" className="board__number">
            {t('contestBoards.col.penalty')}
          </th>
        </>
      ) : (
        <th scope="col" className="board__number">
          {t('contestBoards.col.score')}
        </th>
      )}
      {problems.map((problem) => (
        <ProblemHead key={problem.displayId} problem={problem} problemLink={problemLink} t={t} />
      ))}
    </tr>
  );
}
