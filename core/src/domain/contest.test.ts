import { ContestAuth, ContestStatus, ContestType } from '@generated/model/index';
import { coreMessages, translate } from '../i18n/messages';
import {
  contestAuthTable,
  contestStatusAt,
  contestStatusTable,
  contestSwitchMoments,
  contestTypeTable,
} from './contest';

describe('contest tables', () => {
  it('label every status, type and auth in both languages', () => {
    expect(translate(coreMessages['zh-CN'], contestStatusTable[ContestStatus.RUNNING].labelKey)).toBe(
      '进行中',
    );
    expect(translate(coreMessages['en-US'], contestStatusTable[ContestStatus.SCHEDULED].labelKey)).toBe(
      'Scheduled',
    );
    expect(translate(coreMessages['en-US'], contestStatusTable[ContestStatus.ENDED].labelKey)).toBe('Ended');
    expect(contestTypeTable[ContestType.OI].short).toBe('OI');
    expect(translate(coreMessages['zh-CN'], contestAuthTable[ContestAuth.PROTECTED].labelKey)).toBe('保护赛');
    for (const info of [
      ...Object.values(contestStatusTable),
      ...Object.values(contestTypeTable),
      ...Object.values(contestAuthTable),
    ]) {
      expect(coreMessages['zh-CN'][info.labelKey]).toBeTruthy();
      expect(coreMessages['en-US'][info.labelKey]).toBeTruthy();
    }
  });

  it('colours running green, scheduled amber, ended red; private needs a password to enter', () => {
    expect(contestStatusTable[ContestStatus.RUNNING].color).toBe('success');
    expect(contestStatusTable[ContestStatus.SCHEDULED].color).toBe('warning');
    expect(contestStatusTable[ContestStatus.ENDED].color).toBe('danger');
    expect(contestAuthTable[ContestAuth.PRIVATE].password).toBe('enter');
    expect(contestAuthTable[ContestAuth.PROTECTED].password).toBe('submit');
  });
});

describe('contestStatusAt', () => {
  const contest = {
    status: ContestStatus.SCHEDULED,
    startTime: '2026-11-21T08:00:00.000+0000',
    endTime: '2026-11-21T13:00:00.000+0000',
  };

  it('switches at the start and end times', () => {
    const start = Date.UTC(2026, 10, 21, 8);
    const end = Date.UTC(2026, 10, 21, 13);
    expect(contestStatusAt(contest, start - 1)).toBe(ContestStatus.SCHEDULED);
    expect(contestStatusAt(contest, start)).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, end - 1)).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, end)).toBe(ContestStatus.ENDED);
  });

  it('keeps the server status when a time is unreadable', () => {
    expect(contestStatusAt({ ...contest, startTime: 'soon' }, 0)).toBe(ContestStatus.SCHEDULED);
  });

  it('names the moments the status switches, or none when a time is unreadable', () => {
    expect(contestSwitchMoments(contest)).toEqual([Date.UTC(2026, 10, 21, 8), Date.UTC(2026, 10, 21, 13)]);
    expect(contestSwitchMoments({ ...contest, endTime: 'later' })).toEqual([]);
  });
});
