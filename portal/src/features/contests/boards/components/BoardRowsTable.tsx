import { useMemo } from 'react';
import type { Translate } from '@portal/i18n/useT';
import type { BoardPage } from '../api/boardQueries';
import type { BoardProblem } from '../model/boardProblem';
import { BoardHead } from './BoardHead';
import { AcmBoardRow, OiBoardRow } from './BoardRows';
import { BoardTable } from './BoardTable';

interface BoardRowsTableProps {
  page: BoardPage;
  problems: readonly BoardProblem[];
  problemLink: ((displayId: string) => string) | null;
  /** The viewer, whose own row is marked; null for a visitor. */
  viewerUid: string | null;
  followed: ReadonlySet<string>;
  onToggleFollow: (uid: string) => void;
  t: Translate;
}

/** A page of an ACM or OI board as its table. */
export function BoardRowsTable({
  page,
  problems,
  problemLink,
  viewerUid,
  followed,
  onToggleFollow,
  t,
}: BoardRowsTableProps) {
  const rule = page.kind;
  const displayIds = useMemo(() => problems.map((problem) => problem.displayId), [problems]);
  const columns = useMemo(
    () => [
      'rank',
      'who',
      ...(rule === 'acm' ? ['number', 'time'] : ['score']),
      ...problems.map(() => 'problem'),
    ],
    [rule, problems],
  );
  const lastPinned = page.rows.reduce((last, row, index) => (row.pinned ? index : last), -1);

  const renderRow = (index: number) => {
    const frame = {
      problems,
      displayIds,
      rowIndex: index + 2,
      lastPinned: index === lastPinned,
      onToggleFollow,
      t,
    };
    if (page.kind === 'acm') {
      const row = page.rows[index];
      if (!row) return null;
      return (
        <AcmBoardRow
          key={row.key}
          row={row}
          own={row.uid === viewerUid}
          followed={followed.has(row.uid)}
          {...frame}
        />
      );
    }
    const row = page.rows[index];
    if (!row) return null;
    return (
      <OiBoardRow
        key={row.key}
        row={row}
        own={row.uid === viewerUid}
        followed={followed.has(row.uid)}
        {...frame}
      />
    );
  };

  return (
    <BoardTable
      label={t('contestBoards.table')}
      rule={rule}
      rowCount={page.rows.length}
      columns={columns}
      head={<BoardHead rule={rule} problems={problems} problemLink={problemLink} t={t} />}
      renderRow={renderRow}
    />
  );
}
