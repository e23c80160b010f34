import { ContestType } from '@generated/model/index';
import type { RankContest } from '../types';
import { at, parseLog, uidOf } from './contestLog';

/**
 * A five-hour ACM contest, problems A to F, sealed for the last hour (from 4:00), with two star teams, bands by
 * percentage (gold 10, silver 20, bronze 30), a super admin and the setter who both submit, a team whose
 * submissions are all still being judged and one that never submitted. 27 teams, 205 submissions.
 */
export const acmFinalContest: RankContest = {
  type: ContestType.ACM,
  uid: uidOf('setter'),
  startTime: at(0),
  endTime: at(5),
  sealRankTime: at(4),
  starAccount: ['star01', 'star02'],
  awardType: 1,
  awardConfig: [
    { priority: 1, name: 'Gold', background: '#e6bf25', color: '#111', num: 10 },
    { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#111', num: 20 },
    { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#111', num: 30 },
  ],
};

export const acmFinalSuperAdmins = [uidOf('root')];

export const acmFinalLog = parseLog([
  'root: A AC 0:02, B AC 0:03',
  'setter: C AC 0:05',
  'team01: A WA 0:10, A AC 0:15, B AC 0:30, C AC 0:41, D TLE 1:40, D AC 1:52, E CE 2:20, E AC 2:31, F WA 3:50, F AC 4:10',
  'team02: A AC 0:20, B WA 0:35, B WA 0:40, B AC 0:50, D AC 1:30, C RE 1:00, C MLE 1:10, C AC 1:20, E WA 2:40, E PE 2:50, E AC 3:05, F WA 4:30, F WA 4:40',
  'team03: A AC 0:08, B PE 0:28, B AC 0:33, C AC 0:55, D WA 1:35, D WA 1:45, D AC 2:00, E TLE 3:00, E AC 3:20, F AC 4:20',
  'team04: A AC 0:12, A WA 0:20, B AC 0:45, C WA 1:05, C AC 1:15, D AC 2:10, E WA 3:30, E WA 3:40, E AC 3:55, F CE 4:30',
  'team05: A AC 0:18, B AC 0:40, E AC 2:15, C SE 1:30, C AC 1:40, D RE 2:30, D RE 2:35, D RE 2:40, D AC 3:00, F TLE 4:50, F AC 4:55',
  'team06: A WA 0:15, A AC 0:25, B AC 1:00, C AC 1:35, D PAC 2:00, D AC 2:20, E WA 3:00, E CE 3:10, F WA 3:30, F WA 3:45',
  'team07: A AC 0:45, B WA 0:50, B AC 1:00, C AC 1:15, D AC 2:20, E RE 3:30, F AC 5:10',
  'team08: A AC 0:30, A WA 0:35, B AC 0:55, B AC 1:05, C WA 1:20, C WA 1:25, C AC 1:30, D MLE 2:05, D AC 2:25, E CA 3:00, F WA 3:50',
  'team09: A AC 0:22, B AC 0:48, C AC 1:50, D AC 3:10, E WA 3:58, E AC 4:05, F RE 4:30',
  'team10: A TLE 0:20, A TLE 0:25, A AC 0:35, B AC 1:10, C AC 2:00, D WA 2:30, D WA 2:45, D WA 3:00, F WA 3:30, F WA 3:35, F WA 3:40',
  'team11: A AC 0:08, B WA 0:30, B AC 0:42, C PE 1:00, C AC 1:45, D CE 2:00, D CE 2:05, E WA 2:30, F TLE 3:00, F TLE 3:10',
  'team12: A AC 0:40, B AC 1:20, C WA 2:10, C AC 2:30, E WA 3:00, E TLE 3:10, F WA 3:20, D WA 2:50, D RE 2:55',
  'team13: A WA 0:10, A WA 0:12, A AC 0:50, B AC 1:30, D AC 2:40, C SF 1:00, C JG 2:00, E WA 3:00, E WA 3:05',
  'team14: A AC 0:30, B AC 1:10, C WA 1:30, C WA 1:40, C RE 2:00, D CE 2:10, D WA 2:20, E WA 2:30',
  'team15: A WA 0:20, A AC 0:30, B AC 0:50, D CE 1:00, D TLE 2:00, D TLE 2:10',
  'team16: B AC 0:40, A PE 0:10, A WA 0:15, A AC 0:20, E MLE 1:30, E MLE 1:40',
  'team17: A AC 1:00, B AC 1:00, C WA 2:00, C WA 2:10, D SE 2:30, D CA 2:40, E TLE 3:00, E TLE 3:05, F WA 3:10',
  'team18: A RE 0:50, A AC 1:05, B WA 1:30, B PE 1:40, B TLE 1:50, B MLE 2:00, B RE 2:10, C WA 2:30, C WA 2:40',
  'team19: A CE 0:30, A CE 0:35, A PAC 0:40, A SE 0:45, A CA 0:50, A SF 0:55, A AC 1:00, B WA 1:30, B WA 1:35',
  'team20: A WA 0:40, A WA 1:00, B WA 1:30, C TLE 2:00, E AC 5:30',
  'team21: A CE 0:10, A CE 0:20, B CE 0:30, B CE 0:40',
  'team22: A AC 4:01, B WA 4:30, B AC 4:45',
  'team23: C AC 3:30, A WA 0:05, B WA 0:06, D WA 3:40, D WA 3:45',
  'team24: A PD 4:59, B CP 3:00',
  'team25:',
  'star01: B AC 0:25, A AC 0:09, C AC 0:50, D AC 1:40, E AC 2:30, F WA 3:00',
  'star02: A WA 1:00, A WA 1:10',
]);
