import { JudgeStatus } from '@generated/model/index';
import { coreMessages, translate } from '../i18n/messages';
import {
  canCancelJudge,
  canManualJudge,
  canSaveManualJudge,
  isFinalStatus,
  isManualJudgeOption,
  isJudgeStatus,
  isLiveStatus,
  judgeStatusInfo,
  judgeStatusTable,
  manualJudgeStatusOptions,
  unknownJudgeStatusInfo,
} from './judgeStatus';

const byNumber = (a: number, b: number) => a - b;

describe('judgeStatusTable', () => {
  it('has an entry for every status, labelled in both languages', () => {
    expect(Object.keys(judgeStatusTable).map(Number).sort(byNumber)).toEqual(
      Object.values(JudgeStatus).sort(byNumber),
    );
    for (const status of Object.values(JudgeStatus)) {
      const info = judgeStatusTable[status];
      expect(info).toBeDefined();
      expect(coreMessages['en-US'][info.labelKey]?.trim()).toBeTruthy();
      expect(coreMessages['zh-CN'][info.labelKey]?.trim()).toBeTruthy();
    }
  });

  it('shows the texts HOJ shows', () => {
    const en = (status: JudgeStatus) => translate(coreMessages['en-US'], judgeStatusTable[status].labelKey);
    const zh = (status: JudgeStatus) => translate(coreMessages['zh-CN'], judgeStatusTable[status].labelKey);
    expect(en(JudgeStatus.ACCEPTED)).toBe('Accepted');
    expect(en(JudgeStatus.TIME_LIMIT_EXCEEDED)).toBe('Time Limit Exceeded');
    expect(en(JudgeStatus.SUBMITTED_UNKNOWN_RESULT)).toBe('Submitted Unknown Result');
    expect(en(JudgeStatus.NO_STATUS)).toBe('No Status');
    expect(zh(JudgeStatus.ACCEPTED)).toBe('评测通过');
    expect(zh(JudgeStatus.PENDING)).toBe('等待评测');
    expect(zh(JudgeStatus.WRONG_ANSWER)).toBe('答案错误');
    expect(zh(JudgeStatus.PARTIAL_ACCEPTED)).toBe('部分通过');
  });

  it('gives every status its own short name', () => {
    const shorts = Object.values(JudgeStatus).map((status) => judgeStatusTable[status].short);
    for (const short of shorts) expect(short).toMatch(/^[A-Z]{2,3}$/);
    expect(new Set(shorts).size).toBe(shorts.length);
    expect(judgeStatusTable[JudgeStatus.ACCEPTED].short).toBe('AC');
    expect(judgeStatusTable[JudgeStatus.PARTIAL_ACCEPTED].short).toBe('PAC');
    expect(judgeStatusTable[JudgeStatus.NOT_SUBMITTED].short).toBe('NS');
  });

  it('colours accepted green and the failing verdicts red', () => {
    expect(judgeStatusTable[JudgeStatus.ACCEPTED].color).toBe('success');
    for (const status of [
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
      JudgeStatus.RUNTIME_ERROR,
    ]) {
      expect(judgeStatusTable[status].color).toBe('danger');
    }
    expect(judgeStatusTable[JudgeStatus.COMPILE_ERROR].color).toBe('warning');
  });

  it('only pending, compiling, judging and submitting are still moving', () => {
    const live = Object.values(JudgeStatus).filter((status) => !judgeStatusTable[status].final);
    expect(live.sort(byNumber)).toEqual(
      [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING].sort(
        byNumber,
      ),
    );
    expect(judgeStatusTable[JudgeStatus.NOT_SUBMITTED].final).toBe(true);
    expect(judgeStatusTable[JudgeStatus.SUBMITTED_UNKNOWN_RESULT].final).toBe(true);
    expect(judgeStatusTable[JudgeStatus.NO_STATUS].final).toBe(true);
  });
});

describe('judgeStatusInfo', () => {
  it('looks known codes up', () => {
    expect(judgeStatusInfo(0)).toBe(judgeStatusTable[JudgeStatus.ACCEPTED]);
    expect(judgeStatusInfo(-10)).toBe(judgeStatusTable[JudgeStatus.NOT_SUBMITTED]);
  });

  it('falls back for a code it does not know instead of throwing', () => {
    for (const status of [11, -7, 1.5, Number.NaN, null, undefined]) {
      expect(judgeStatusInfo(status)).toBe(unknownJudgeStatusInfo);
    }
    expect(coreMessages['en-US'][unknownJudgeStatusInfo.labelKey]).toBe('No Status');
    expect(coreMessages['zh-CN'][unknownJudgeStatusInfo.labelKey]).toBeTruthy();
  });

  it('recognises status codes', () => {
    expect(isJudgeStatus(15)).toBe(true);
    expect(isJudgeStatus(11)).toBe(false);
    expect(isJudgeStatus('0')).toBe(false);
  });
});

describe('isLiveStatus and isFinalStatus', () => {
  it('keep polling while the judge works and stop on a result', () => {
    for (const status of [
      JudgeStatus.PENDING,
      JudgeStatus.COMPILING,
      JudgeStatus.JUDGING,
      JudgeStatus.SUBMITTING,
    ]) {
      expect(isLiveStatus(status)).toBe(true);
      expect(isFinalStatus(status)).toBe(false);
    }
    for (const status of [JudgeStatus.ACCEPTED, JudgeStatus.COMPILE_ERROR, JudgeStatus.PARTIAL_ACCEPTED]) {
      expect(isLiveStatus(status)).toBe(false);
      expect(isFinalStatus(status)).toBe(true);
    }
  });

  it('never poll an unknown or missing code', () => {
    for (const status of [99, null, undefined]) {
      expect(isLiveStatus(status)).toBe(false);
      expect(isFinalStatus(status)).toBe(true);
    }
  });
});

describe('manual judge rules', () => {
  it('offer every verdict but the client-side, placeholder (No Status too), moving, cancelled and compile-error states', () => {
    expect(manualJudgeStatusOptions).toEqual([
      JudgeStatus.PRESENTATION_ERROR,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.ACCEPTED,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
      JudgeStatus.RUNTIME_ERROR,
      JudgeStatus.SYSTEM_ERROR,
      JudgeStatus.PARTIAL_ACCEPTED,
      JudgeStatus.SUBMITTED_FAILED,
    ]);
    for (const status of [
      JudgeStatus.SUBMITTING,
      JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
      JudgeStatus.NOT_SUBMITTED,
      JudgeStatus.NO_STATUS,
      JudgeStatus.CANCELLED,
      JudgeStatus.COMPILE_ERROR,
      JudgeStatus.PENDING,
      JudgeStatus.COMPILING,
      JudgeStatus.JUDGING,
    ]) {
      expect(isManualJudgeOption(status)).toBe(false);
    }
    expect(isManualJudgeOption(99)).toBe(false);
    expect(isManualJudgeOption(null)).toBe(false);
  });

  it('close manual judging while compiling or judging and for compile errors', () => {
    for (const status of [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR]) {
      expect(canManualJudge(status)).toBe(false);
      expect(canSaveManualJudge(status)).toBe(false);
    }
    expect(canManualJudge(JudgeStatus.WRONG_ANSWER)).toBe(true);
    expect(canSaveManualJudge(JudgeStatus.WRONG_ANSWER)).toBe(true);
  });

  it('let a pending submission open the dialog but not save', () => {
    expect(canManualJudge(JudgeStatus.PENDING)).toBe(true);
    expect(canSaveManualJudge(JudgeStatus.PENDING)).toBe(false);
  });

  it('cancel only what is not cancelled yet', () => {
    expect(canCancelJudge(JudgeStatus.CANCELLED)).toBe(false);
    expect(canCancelJudge(JudgeStatus.ACCEPTED)).toBe(true);
  });
});
