import { memo } from 'react';
import type { Translate } from '@portal/i18n/useT';
import { sameAcmRow, type AcmRow } from '../model/acmRow';
import type { BoardProblem } from '../model/boardProblem';
import { formatPenalty } from '../model/cellViews';
import { sameOiRow, type OiRow } from '../model/oiRow';
import { noteRowRender } from '../model/rowRenders';
import { AcmCellView } from './AcmCellView';
import { OiCellView } from './OiCellView';
import { ParticipantCell } from './ParticipantCell';
import { RankCell } from './RankCell';

interface RowProps<R> {
  row: R;
  problems: readonly BoardProblem[];
  /** The problems' labels, the same array while the columns stay: what the equality below compares. */
  displayIds: readonly string[];
  /** 1-based among all the table's rows, the head being the first. */
  rowIndex: number;
  own: boolean;
  followed: boolean;
  /** The last pinned copy: a line separates the pinned rows from the board. */
  lastPinned: boolean;
  onToggleFollow: (uid: string) => void;
  t: Translate;
}

function rowClass(props: RowProps<AcmRow | OiRow>): string {
  const classes = ['board__row'];
  if (props.row.pinned) classes.push('board__row--pinned');
  if (props.lastPinned) classes.push('board__row--last-pinned');
  if (props.own) classes.push('board__row--own');
  if (props.followed) classes.push('board__row--followed');
  return classes.join(' ');
}

/** The cells every board row starts with, ACM or OI: the place and the participant. */
function RowStart(props: RowProps<AcmRow | OiRow>) {
  const { row, t } = props;
  return (
    <>
      <RankCell row={row} t={t} />
      <ParticipantCell
        row={row}
        own={props.own}
        followed={props.followed}
        pinned={row.pinned}
        onToggleFollow={props.onToggleFollow}
        t={t}
      />
    </>
  );
}

/** Everything a row's drawing depends on but its data: compared by identity, cheap. */
function sameFrame<R>(a: RowProps<R>, b: RowProps<R>): boolean {
  return (
    a.displayIds === b.displayIds &&
    a.problems === b.problems &&
    a.rowIndex === b.rowIndex &&
    a.own === b.own &&
    a.followed === b.followed &&
    a.lastPinned === b.lastPinned &&
    a.onToggleFollow === b.onToggleFollow &&
    a.t === b.t
  );
}

function AcmRowView(props: RowProps<AcmRow>) {
  const { row, problems, t } = props;
  noteRowRender(row.key);
  return (
    <tr className={rowClass(props)} aria-rowindex={props.rowIndex}>
      <RowStart {...props} />
      <td className="board__number board__number--strong">{row.ac}</td>
      <td className="board__number">{formatPenalty(row.totalTime)}</td>
      {problems.map((problem) => (
        <AcmCellView key={problem.displayId} cell={row.cells[problem.displayId]} t={t} />
      ))}
    </tr>
  );
}

/** An ACM row, drawn again only when its data or its frame changed. */
export const AcmBoardRow = memo(
  AcmRowView,
  (a, b) => sameFrame(a, b) && sameAcmRow(a.row, b.row, b.displayIds),
);

function OiRowView(props: RowProps<OiRow>) {
  const { row, problems, t } = props;
  noteRowRender(row.key);
  return (
    <tr className={rowClass(props)} aria-rowindex={props.rowIndex}>
      <RowStart {...props} />
      <td className="board__number">
        <span className="board__cell-figures">
          <span className="board__number--strong">{row.totalScore}</span>
          <span className="board__cell-sub">{t('contestBoards.ms', { time: row.totalTime })}</span>
        </span>
      </td>
      {problems.map((problem) => (
        <OiCellView
          key={problem.displayId}
          score={row.scores[problem.displayId]}
          time={row.times[problem.displayId]}
          t={t}
        />
      ))}
    </tr>
  );
}

/** An OI row, drawn again only when its data or its frame changed. */
export const OiBoardRow = memo(OiRowView, (a, b) => sameFrame(a, b) && sameOiRow(a.row, b.row, b.displayIds));
