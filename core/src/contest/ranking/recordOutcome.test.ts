import { JudgeStatus } from '@generated/model/index';
import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';
import { recordOutcome, recordOutcomeTable } from './recordOutcome';

describe('how a verdict counts on the board', () => {
  it('penalises exactly wrong answer, presentation error, time, memory and runtime errors', () => {
    const penalised = Object.entries(recordOutcomeTable)
      .filter(([, outcome]) => outcome === 'penalty')
      .map(([status]) => Number(status))
      .sort((a, b) => a - b);
    expect(penalised).toEqual(
      [
        JudgeStatus.PRESENTATION_ERROR,
        JudgeStatus.WRONG_ANSWER,
        JudgeStatus.TIME_LIMIT_EXCEEDED,
        JudgeStatus.MEMORY_LIMIT_EXCEEDED,
        JudgeStatus.RUNTIME_ERROR,
      ].sort((a, b) => a - b),
    );
  });

  it('counts compile errors, partial accepted, system errors, cancelled and failed runs without penalty', () => {
    for (const status of [
      JudgeStatus.COMPILE_ERROR,
      JudgeStatus.PARTIAL_ACCEPTED,
      JudgeStatus.SYSTEM_ERROR,
      JudgeStatus.CANCELLED,
      JudgeStatus.SUBMITTED_FAILED,
    ])
      expect(recordOutcome(status)).toBe('noPenalty');
    expect(recordOutcome(JudgeStatus.ACCEPTED)).toBe('accepted');
  });

  it('leaves off every status the judge is still working on, and codes it does not know', () => {
    for (const [status, info] of Object.entries(judgeStatusTable))
      if (!info.final) expect(recordOutcome(Number(status))).toBe('uncounted');
    expect(recordOutcome(99)).toBe('uncounted');
  });
});
