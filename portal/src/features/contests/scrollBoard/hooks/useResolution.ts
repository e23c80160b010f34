import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@portal/i18n/useT';
import { revealMessage } from '../model/announce';
import type { BoardView, ScrollBoardModel } from '../model/scrollBoardModel';

/** Auto-play speeds, slowest first; 1× waits this long between steps. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
const DEFAULT_SPEED = 1;
export const STEP_PAUSE_MS = 3000;

export interface Resolution {
  view: BoardView;
  playing: boolean;
  speed: number;
  /** The latest thing that happened, for the live region. */
  announcement: string;
  /** Bumped on every change the live region should read out, even when the text repeats. */
  announcementId: number;
  next: () => void;
  back: () => void;
  restart: () => void;
  togglePlay: () => void;
  faster: () => void;
  slower: () => void;
}

/**
 * The reader's place in the resolution and the controls over it: next and back one step, back to the frozen
 * board, auto play at a chosen speed (it stops by itself at the end). Each change says what happened, briefly.
 */
export function useResolution(model: ScrollBoardModel): Resolution {
  const t = useT();
  const [count, setCount] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speedIndex, setSpeedIndex] = useState<number>(SPEEDS.indexOf(DEFAULT_SPEED));
  const [said, setSaid] = useState({ text: '', id: 0 });
  // Keys and timers may fire between renders: they read the latest position from here.
  const countRef = useRef(0);
  const speed = SPEEDS[speedIndex] ?? DEFAULT_SPEED;

  const view = useMemo(() => model.viewAt(count), [model, count]);

  const say = useCallback((text: string) => setSaid((before) => ({ text, id: before.id + 1 })), []);

  const moveTo = useCallback((target: number) => {
    countRef.current = target;
    setCount(target);
  }, []);

  /** Takes one step; says what it revealed (and that all is revealed, after the last). */
  const stepForward = useCallback((): string => {
    const current = countRef.current;
    if (current >= model.total) {
      setPlaying(false);
      return t('scrollBoard.say.done');
    }
    const reveal = model.revealAt(current + 1);
    moveTo(current + 1);
    if (!reveal) return '';
    const { cell, move } = revealMessage(reveal);
    const done = current + 1 >= model.total ? ` ${t('scrollBoard.say.done')}` : '';
    return `${t(cell.key, cell.vars)} ${t(move.key, move.vars)}${done}`;
  }, [model, moveTo, t]);

  const next = useCallback(() => say(stepForward()), [say, stepForward]);

  // Going back or to the start is the presenter taking over: auto play stops.
  const back = useCallback(() => {
    const current = countRef.current;
    setPlaying(false);
    if (current <= 0) return;
    const undone = model.revealAt(current);
    moveTo(current - 1);
    if (undone) say(t('scrollBoard.say.back', { name: undone.name, problem: undone.problem }));
  }, [model, moveTo, say, t]);

  const restart = useCallback(() => {
    setPlaying(false);
    moveTo(0);
    say(t('scrollBoard.say.restart'));
  }, [moveTo, say, t]);

  const togglePlay = useCallback(() => {
    if (playing) {
      setPlaying(false);
      say(t('scrollBoard.say.paused'));
    } else if (countRef.current < model.total) {
      setPlaying(true);
      say(`${t('scrollBoard.say.playing', { speed })} ${stepForward()}`);
    } else say(t('scrollBoard.say.done'));
  }, [model, playing, say, speed, stepForward, t]);

  const changeSpeed = useCallback(
    (by: number) => {
      const index = Math.max(0, Math.min(SPEEDS.length - 1, speedIndex + by));
      setSpeedIndex(index);
      say(t('scrollBoard.say.speed', { speed: SPEEDS[index] ?? DEFAULT_SPEED }));
    },
    [say, speedIndex, t],
  );

  useEffect(() => {
    if (!playing) return undefined;
    if (count >= model.total) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(next, STEP_PAUSE_MS / speed);
    return () => clearTimeout(timer);
  }, [count, model, next, playing, speed]);

  // A new board (another contest, the star choice) starts from its frozen board.
  useEffect(() => {
    countRef.current = 0;
    setCount(0);
    setPlaying(false);
  }, [model]);

  return {
    view,
    playing,
    speed,
    announcement: said.text,
    announcementId: said.id,
    next,
    back,
    restart,
    togglePlay,
    faster: () => changeSpeed(1),
    slower: () => changeSpeed(-1),
  };
}
