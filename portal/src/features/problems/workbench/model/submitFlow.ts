import { JudgeStatus, type Judge } from '@generated/model/index';
import { isFinalStatus } from '@hoj/core/domain/judgeStatus';

/** The longest code the judge takes. */
export const MAX_CODE_LENGTH = 65535;
/** Clicks on Submit are gathered for this long; the last one submits. */
export const SUBMIT_DEBOUNCE_MS = 500;
/** After a final result the button stays locked this long, so a double click cannot resubmit at once. */
export const RELEASE_AFTER_MS = 2000;

export type CodeProblem = 'empty' | 'tooLong';

/** Why code cannot be judged, or null when it can: blank after trimming, or longer than the judge takes. */
export function checkCode(code: string): CodeProblem | null {
  if (code.trim() === '') return 'empty';
  if (code.length > MAX_CODE_LENGTH) return 'tooLong';
  return null;
}

/**
 * One submission's way through the workbench: submitting (the client's status 9), then tracked (polled while
 * live, locked until released 2 s after a final result), or `hidden` in an OI contest whose results are
 * hidden, where only "submitted" is said.
 */
export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'hidden'; submitId: number | null }
  | { phase: 'tracking'; judge: Judge; released: boolean };

export type SubmitEvent =
  | { type: 'start' }
  | { type: 'failed' }
  | { type: 'accepted'; judge: Judge; hidden: boolean }
  | { type: 'update'; judge: Judge }
  | { type: 'resubmitted'; judge: Judge }
  | { type: 'release' };

export const initialSubmitState: SubmitState = { phase: 'idle' };

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'start':
      return { phase: 'submitting' };
    case 'failed':
      return state.phase === 'submitting' ? { phase: 'idle' } : state;
    case 'accepted':
      if (state.phase !== 'submitting') return state;
      return event.hidden
        ? { phase: 'hidden', submitId: event.judge.submitId ?? null }
        : { phase: 'tracking', judge: event.judge, released: false };
    case 'update':
    case 'resubmitted': {
      if (state.phase !== 'tracking' || state.judge.submitId !== event.judge.submitId) return state;
      const released = event.type === 'update' && state.released && isFinalStatus(event.judge.status);
      return { phase: 'tracking', judge: event.judge, released };
    }
    case 'release':
      return state.phase === 'tracking' && isFinalStatus(state.judge.status)
        ? { ...state, released: true }
        : state;
  }
}

/** Submit waits: a submission is on its way, being judged, or judged less than 2 s ago. */
export function isLocked(state: SubmitState): boolean {
  return state.phase === 'submitting' || (state.phase === 'tracking' && !state.released);
}

/** The status to show, or null when there is none to show. */
export function shownStatus(state: SubmitState): number | null {
  if (state.phase === 'submitting') return JudgeStatus.SUBMITTING;
  if (state.phase === 'tracking') return state.judge.status ?? JudgeStatus.PENDING;
  return null;
}
