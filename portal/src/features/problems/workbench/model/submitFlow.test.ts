import { JudgeStatus, type Judge } from '@generated/model/index';
import { aiHelpOffered } from './aiHelpRules';
import {
  checkCode,
  initialSubmitState,
  isLocked,
  MAX_CODE_LENGTH,
  shownStatus,
  submitReducer,
  type SubmitEvent,
  type SubmitState,
} from './submitFlow';

const run = (...events: SubmitEvent[]): SubmitState => events.reduce(submitReducer, initialSubmitState);
const judge = (status: JudgeStatus, submitId = 41): Judge => ({ submitId, status });

describe('checkCode', () => {
  it('refuses blank code and code longer than 65535 characters', () => {
    expect(checkCode('   \n\t')).toBe('empty');
    expect(checkCode('x'.repeat(MAX_CODE_LENGTH))).toBeNull();
    expect(checkCode('x'.repeat(MAX_CODE_LENGTH + 1))).toBe('tooLong');
  });
});

describe('submitReducer', () => {
  it('starts at the client status 9 Submitting, locked', () => {
    const state = run({ type: 'start' });
    expect(shownStatus(state)).toBe(JudgeStatus.SUBMITTING);
    expect(isLocked(state)).toBe(true);
  });

  it('follows the polled status to a final one and stays locked until released', () => {
    let state = run(
      { type: 'start' },
      { type: 'accepted', judge: judge(JudgeStatus.PENDING), hidden: false },
    );
    expect(shownStatus(state)).toBe(JudgeStatus.PENDING);
    state = submitReducer(state, { type: 'release' });
    expect(isLocked(state)).toBe(true);
    state = submitReducer(state, { type: 'update', judge: judge(JudgeStatus.JUDGING) });
    state = submitReducer(state, { type: 'update', judge: judge(JudgeStatus.ACCEPTED) });
    expect(shownStatus(state)).toBe(JudgeStatus.ACCEPTED);
    expect(isLocked(state)).toBe(true);
    state = submitReducer(state, { type: 'release' });
    expect(isLocked(state)).toBe(false);
    expect(shownStatus(state)).toBe(JudgeStatus.ACCEPTED);
  });

  it('ignores answers about another submission', () => {
    const state = run(
      { type: 'start' },
      { type: 'accepted', judge: judge(JudgeStatus.PENDING), hidden: false },
    );
    expect(submitReducer(state, { type: 'update', judge: judge(JudgeStatus.ACCEPTED, 99) })).toBe(state);
  });

  it('frees the button when the submit itself fails', () => {
    const state = run({ type: 'start' }, { type: 'failed' });
    expect(state).toEqual({ phase: 'idle' });
    expect(isLocked(state)).toBe(false);
    expect(shownStatus(state)).toBeNull();
  });

  it('locks again while a resubmitted submission is judged', () => {
    let state = run(
      { type: 'start' },
      { type: 'accepted', judge: judge(JudgeStatus.SUBMITTED_FAILED), hidden: false },
      { type: 'release' },
    );
    expect(isLocked(state)).toBe(false);
    state = submitReducer(state, { type: 'resubmitted', judge: judge(JudgeStatus.PENDING) });
    expect(isLocked(state)).toBe(true);
    expect(shownStatus(state)).toBe(JudgeStatus.PENDING);
  });

  it('only says "submitted" when the contest hides results, and frees the button', () => {
    const state = run(
      { type: 'start' },
      { type: 'accepted', judge: judge(JudgeStatus.PENDING), hidden: true },
    );
    expect(state).toEqual({ phase: 'hidden', submitId: 41 });
    expect(isLocked(state)).toBe(false);
    expect(shownStatus(state)).toBeNull();
  });
});

describe('aiHelpOffered', () => {
  it('is offered after WA, RE, TLE, CE, MLE and PA only', () => {
    const offered = Object.values(JudgeStatus).filter((status) => aiHelpOffered(status));
    expect(offered.sort((a, b) => a - b)).toEqual(
      [
        JudgeStatus.WRONG_ANSWER,
        JudgeStatus.RUNTIME_ERROR,
        JudgeStatus.TIME_LIMIT_EXCEEDED,
        JudgeStatus.COMPILE_ERROR,
        JudgeStatus.MEMORY_LIMIT_EXCEEDED,
        JudgeStatus.PARTIAL_ACCEPTED,
      ].sort((a, b) => a - b),
    );
    expect(aiHelpOffered(null)).toBe(false);
  });
});
