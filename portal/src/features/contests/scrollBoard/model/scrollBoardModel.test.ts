import { ContestType } from '@generated/model/index';
import { computeAcmBoard, type RankContest } from '@hoj/core/contest/ranking/index';
import { at, parseLog, uidOf } from '@hoj/core/contest/ranking/testing/contestLog';
import type { MedalCounts } from '@portal/features/contests/tools/model/medals';
import { createScrollBoardModel } from './scrollBoardModel';
import { buildModel, cellOf, infoOf, names, submissionsOf } from './scrollFixtures.testing';
import { medalBands } from './scrollInput';

const NO_MEDALS: MedalCounts = { gold: 0, silver: 0, bronze: 0 };

/** A five-hour contest from 09:00 GMT+8, sealed for the last hour (13:00 to 14:00 GMT+8). */
const contest: RankContest = {
  type: ContestType.ACM,
  startTime: at(0),
  endTime: at(5),
  sealRankTime: at(4),
  starAccount: ['sam'],
};

/**
 * Worked out by hand. At the seal: bob 2 solved (A 20, B 60: 80 minutes), then one solve each: ann (A 30),
 * cat (A 40 + 20 for the wrong answer: 60), dan (B at 3:59:59, a second before the seal: minute 239); sam,
 * a star team, solved three before the seal. Frozen: ann B, cat C, dan A and C, and bob's A after its solve.
 */
const handLog = parseLog([
  'ann: A AC 0:30, B WA 4:10, B AC 4:20',
  'bob: A AC 0:20, B AC 1:00, A WA 4:30',
  'cat: A WA 0:10, A AC 0:40, C WA 4:30',
  'dan: B AC 3:59:59, C AC 4:00:00, A WA 4:05',
  'sam: A AC 0:05, B AC 0:06, C AC 0:07',
]);

describe('the frozen board', () => {
  it('counts what came before the seal and shows every later submission as pending, with its tries', () => {
    const m = buildModel(handLog, contest);
    const view = m.viewAt(0);
    expect(view.rows.map((row) => [row.name, row.rank, row.solved, row.penalty])).toEqual([
      ['sam', null, 3, 18],
      ['bob', 1, 2, 80],
      ['ann', 2, 1, 30],
      ['cat', 3, 1, 60],
      ['dan', 4, 1, 239],
    ]);
    expect(cellOf(m, 0, 'ann', 'B')).toEqual({ problem: 'B', kind: 'pending', value: null, tries: 2 });
    expect(cellOf(m, 0, 'cat', 'A')).toEqual({ problem: 'A', kind: 'ac', value: '40', tries: 2 });
    // sam, star team or not, solved every problem first.
    expect(cellOf(m, 0, 'sam', 'B')).toMatchObject({ kind: 'firstAc', value: '6' });
    expect(cellOf(m, 0, 'dan', 'B')).toMatchObject({ kind: 'ac', value: '239' });
    expect(cellOf(m, 0, 'dan', 'C')).toMatchObject({ kind: 'pending', tries: 1 });
    // A submission after a solve changes nothing, so the solved cell is shown as solved and never a step.
    expect(cellOf(m, 0, 'bob', 'A')).toMatchObject({ kind: 'ac', value: '20' });
    expect(view).toMatchObject({ count: 0, pending: 4, done: false, reveal: null });
    expect(m.total).toBe(4);
  });

  it('reads the GMT+8 times as the server wrote them, whatever the zone of this computer', () => {
    const m = buildModel(handLog, contest);
    expect(infoOf(contest, ['A']).sealRankTime).toBe('2026/11/21 13:00:00');
    expect(m.sealMs).toBe(Date.UTC(2026, 10, 21, 5, 0, 0));
    expect(m.startMs).toBe(Date.UTC(2026, 10, 21, 1, 0, 0));
    const dan = submissionsOf(handLog, contest).filter((s) => s.username === 'dan' && s.displayId !== 'A');
    expect(dan.map((s) => s.submitTime).sort()).toEqual(['2026/11/21 12:59:59', '2026/11/21 13:00:00']);
    // 12:59:59 is before the seal and counts; 13:00:00 is the seal second and is pending.
    expect(cellOf(m, 0, 'dan', 'B')?.kind).toBe('ac');
    expect(cellOf(m, 0, 'dan', 'C')?.kind).toBe('pending');
  });

  it('refuses answers without a seal time or with an unreadable start', () => {
    const source = { info: infoOf(contest, ['A']), submissions: submissionsOf(handLog, contest) };
    const settings = { removeStar: false, medals: NO_MEDALS };
    expect(
      createScrollBoardModel({ ...source, info: { ...source.info, sealRankTime: null } }, settings),
    ).toBe('notSealed');
    expect(createScrollBoardModel({ ...source, info: { ...source.info, startTime: 'soon' } }, settings)).toBe(
      'badStart',
    );
  });
});

describe('the steps', () => {
  it('open the lowest row with a pending cell first, its leftmost pending problem first', () => {
    const m = buildModel(handLog, contest);
    expect(m.viewAt(1).reveal).toEqual({
      uid: uidOf('dan'),
      name: 'dan',
      problem: 'A',
      kind: 'wrong',
      value: null,
      from: 5,
      to: 5,
      rank: 4,
    });
    expect(m.viewAt(2).reveal).toMatchObject({ name: 'dan', problem: 'C', kind: 'ac', from: 5, to: 3 });
    expect(m.viewAt(3).reveal).toMatchObject({ name: 'cat', problem: 'C', kind: 'wrong', from: 5, to: 5 });
    expect(m.viewAt(4).reveal).toMatchObject({ name: 'ann', problem: 'B', kind: 'ac', value: '260', to: 3 });
  });

  it('leave a row in place on a rejection, the cell turning to not solved', () => {
    const m = buildModel(handLog, contest);
    expect(names(m, 1)).toEqual(names(m, 0));
    expect(cellOf(m, 1, 'dan', 'A')).toEqual({ problem: 'A', kind: 'wrong', value: null, tries: 1 });
    expect(m.viewAt(1).rows.find((row) => row.name === 'dan')).toMatchObject({
      solved: 1,
      penalty: 239,
      rank: 4,
    });
  });

  it('move a row up to its new place on a solve', () => {
    const m = buildModel(handLog, contest);
    // dan's C at the seal second: two solved in 239 + 240 minutes, behind bob (80) and ahead of ann and cat.
    expect(names(m, 2)).toEqual(['sam', 'bob', 'dan', 'ann', 'cat']);
    expect(m.viewAt(2).rows[2]).toMatchObject({ rank: 2, solved: 2, penalty: 479 });
    expect(cellOf(m, 2, 'dan', 'C')).toEqual({ problem: 'C', kind: 'ac', value: '240', tries: 1 });
    expect(names(m, 4)).toEqual(['sam', 'bob', 'ann', 'dan', 'cat']);
  });

  it('go back to exactly the board before, and forward again to the same board', () => {
    const m = buildModel(handLog, contest);
    const before = m.viewAt(1);
    const state = m.stateAt(1);
    const after = m.viewAt(2);
    expect(m.viewAt(1)).toEqual(before);
    expect(m.stateAt(1)).toBe(state);
    expect(m.viewAt(2)).toEqual(after);
    expect(m.viewAt(0).reveal).toBeNull();
  });

  it('end with nothing pending on the unsealed board, medals handed out', () => {
    const medals = { gold: 1, silver: 1, bronze: 1 };
    const m = buildModel(handLog, contest, { medals });
    const end = m.viewAt(m.total);
    expect(end).toMatchObject({ done: true, pending: 0 });
    expect(m.stateAt(m.total).frozen.size).toBe(0);
    expect(end.rows.map((row) => [row.name, row.rank, row.medal])).toEqual([
      ['sam', null, null],
      ['bob', 1, 'gold'],
      ['ann', 2, 'silver'],
      ['dan', 3, 'bronze'],
      ['cat', 4, null],
    ]);
    expect(m.viewAt(m.total + 5).count).toBe(m.total);
    expect(m.stateAt(m.total).rows).toEqual(
      computeAcmBoard({
        contest: { ...contest, awardType: 2, awardConfig: medalBands(medals) },
        participants: handLog.participants,
        submissions: handLog.submissions,
        options: { sealed: false, containsAfterContest: false, removeStar: false },
      }),
    );
  });
});
