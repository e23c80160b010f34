import { ContestType, OIRankScoreType } from '@generated/model/index';
import type { RankContest } from '../types';
import { at, parseLog, uidOf } from './contestLog';

/**
 * A three-hour OI contest, problems A to D worth 100 each, sealed from 2:30, with a star contestant, award bands
 * by count entered out of priority order (gold 1, silver 2, bronze 2) and a super admin who submits. 22
 * contestants. The score type is set per test.
 */
export const oiFinalContest: RankContest = {
  type: ContestType.OI,
  uid: uidOf('setter'),
  startTime: at(0),
  endTime: at(3),
  sealRankTime: at(2, 30),
  oiRankScoreType: OIRankScoreType.RECENT,
  starAccount: ['oistar'],
  awardType: 2,
  awardConfig: [
    { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#111', num: 2 },
    { priority: 1, name: 'Gold', background: '#e6bf25', color: '#111', num: 1 },
    { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#111', num: 2 },
  ],
};

export const oiFinalSuperAdmins = [uidOf('root')];

export const oiFinalLog = parseLog([
  'root: A 100 0:01 10ms',
  'stu01: A 100 0:10 300ms, B 100 0:30 500ms, C 100 1:00 200ms, D 100 1:30 400ms',
  'stu02: A 100 0:15 250ms, B 100 0:40 500ms, C 100 1:10 200ms, D 100 1:40 400ms',
  'stu03: A 100 0:20 300ms, A 100 0:50 100ms, B 100 1:00 500ms, C 100 1:20 200ms, D 100 2:00 400ms',
  'stu04: A 100 0:10 300ms, A 40 1:00, B 60 0:30, B 80 0:50, C 100 1:10 200ms, D 0 1:20',
  'stu05: A 70 0:20, A 100 0:40 350ms, B CE 0:50, B 100 1:00 450ms, B 0 1:30',
  'stu06: A 100 0:30 200ms, A CE 1:00, B 50 0:40',
  'stu07: A 100 0:20 300ms, B 30 2:00, B 100 2:40 600ms, C 50 2:45',
  'stu08: A 100 0:30 300ms, B 100 3:10 500ms',
  'stu09: A 100 0:10 100ms, B 100 0:20 100ms, C 100 0:30 100ms',
  'stu10: A 100 0:15 100ms, B 100 0:25 100ms, C 100 0:35 100ms',
  'stu11: A 30 0:20, B 45 0:40, C 25 1:00',
  'stu12: A 80 0:30, A 60 1:00, A 20 1:30',
  'stu13: A 100 0:30 500ms, B 100 0:50 500ms',
  'stu14: A 100 0:40 400ms, B 100 1:00 600ms',
  'stu15: A 50 0:40, A 50 1:00, B 0 1:10',
  'stu16: A CE 0:20',
  'stu17: A PD 1:00',
  'stu18: A 100 2:50 300ms',
  'stu19: A 0 0:10, B 0 0:20',
  'stu20: A 100 0:05 200ms, B 90 0:30, B 100 2:35 400ms, C 100 1:00 300ms, D 70 1:30',
  'stu21: A 90 0:20, A 100 0:40 900ms, A 100 1:00 100ms, A 95 1:20, B 100 1:40 300ms',
  'oistar: A 100 0:05 100ms, B 100 0:10 100ms, C 100 0:15 100ms, D 100 0:20 100ms',
]);
