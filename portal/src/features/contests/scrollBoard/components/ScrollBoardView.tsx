import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { ContestType } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { useResolution } from '../hooks/useResolution';
import { useScrollKeys } from '../hooks/useScrollKeys';
import { hoursMinutes } from '../model/clockText';
import type { ScrollBoardModel } from '../model/scrollBoardModel';
import { MedalSummary } from './MedalSummary';
import { ScrollControls } from './ScrollControls';
import { ScrollTable } from './ScrollTable';
import { ThemeSwitch } from './ThemeSwitch';

/** At 1× a revealed cell shows this long before its row moves, and the row takes this long to move. */
const REVEAL_MS = 700;
const MOVE_MS = 900;

function rowElement(board: HTMLElement | null, uid: string | undefined): HTMLElement | null {
  if (!board || uid === undefined) return null;
  for (const row of board.querySelectorAll<HTMLElement>('tr[data-uid]'))
    if (row.dataset.uid === uid) return row;
  return null;
}

function bringIntoView(row: HTMLElement | null, block: ScrollLogicalPosition, reduced: boolean): void {
  if (typeof row?.scrollIntoView === 'function')
    row.scrollIntoView({ block, inline: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The resolver on screen: the header with progress and controls, the board, and a live region that says what
 * each step revealed. The row a step opens is brought into view, and once it has moved, the row the next step
 * opens.
 */
export function ScrollBoardView({ model, title }: { model: ScrollBoardModel; title: string }) {
  const t = useT();
  const resolution = useResolution(model);
  const { view, speed } = resolution;
  const reduced = useReducedMotion();
  useScrollKeys(resolution);
  const board = useRef<HTMLDivElement | null>(null);
  const timing = useMemo(
    () => ({ reduced, delayMs: Math.round(REVEAL_MS / speed), moveMs: Math.round(MOVE_MS / speed) }),
    [reduced, speed],
  );

  // The board opens with the focus on Next, so Enter and Space take the first step, and a screen reader starts there.
  const focused = useRef(false);
  const nextRef = useCallback((element: HTMLButtonElement | null) => {
    if (element && !focused.current) {
      focused.current = true;
      element.focus();
    }
  }, []);

  const revealedUid = view.reveal?.uid;
  const nextUid = view.next?.uid;
  useEffect(() => {
    if (view.count === 0 && !revealedUid) return undefined;
    bringIntoView(rowElement(board.current, revealedUid), 'nearest', reduced);
    const later = setTimeout(
      () => bringIntoView(rowElement(board.current, nextUid), 'center', reduced),
      timing.delayMs + timing.moveMs,
    );
    return () => clearTimeout(later);
  }, [view.count, revealedUid, nextUid, reduced, timing]);

  const acm = model.rule !== ContestType.OI;
  const style = { '--scroll-reveal-ms': `${timing.delayMs}ms` } as CSSProperties;
  return (
    <div className={`scroll-page${view.done ? ' is-done' : ''}`} style={style}>
      <div className="scroll-head">
        <div className="scroll-head__text">
          <h1 className="scroll-head__title">{title}</h1>
          <p className="scroll-head__facts">
            {t('scrollBoard.frozenFrom', { time: hoursMinutes(model.sealMs - model.startMs) })}
            {view.done ? (
              <>
                {' · '}
                <strong>{t('scrollBoard.done')}</strong>
              </>
            ) : null}
          </p>
          {view.done ? <MedalSummary rows={view.rows} t={t} /> : null}
        </div>
        <ThemeSwitch t={t} />
      </div>
      <ScrollControls resolution={resolution} total={model.total} t={t} nextRef={nextRef} />
      {model.total === 0 && view.rows.length > 0 ? (
        <p className="scroll-page__notice">{t('scrollBoard.nothingFrozen')}</p>
      ) : null}
      <div
        ref={board}
        className="scroll-board"
        role="region"
        aria-label={t('scrollBoard.table')}
        tabIndex={0}
      >
        {view.rows.length === 0 ? (
          <p className="scroll-page__notice">{t('scrollBoard.empty')}</p>
        ) : (
          <ScrollTable
            view={view}
            acm={acm}
            problems={model.problems}
            balloons={model.balloons}
            timing={timing}
          />
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {resolution.announcement}
        {resolution.announcementId % 2 === 1 ? '\u200b' : ''}
      </p>
    </div>
  );
}
