import { ContestType, OIRankScoreType, type ACMContestRankVO } from '@generated/model/index';
import { computeAcmBoard, computeOiBoard } from '@hoj/core/contest/ranking/index';
import {
  acmFinalContest,
  acmFinalLog,
  acmFinalSuperAdmins,
} from '@hoj/core/contest/ranking/testing/acmFinal';
import { oiFinalContest, oiFinalLog, oiFinalSuperAdmins } from '@hoj/core/contest/ranking/testing/oiFinal';
import { createScrollBoardModel } from './scrollBoardModel';
import { buildModel, cellOf, infoOf, names, submissionsOf } from './scrollFixtures.testing';
import { medalBands } from './scrollInput';

describe('over a whole contest (27 teams, 205 submissions, the server leaving out admins and late runs)', () => {
  const problems = ['A', 'B', 'C', 'D', 'E', 'F'];
  const medals = { gold: 2, silver: 3, bronze: 4 };
  const unsealed = (removeStar: boolean): ACMContestRankVO[] =>
    computeAcmBoard({
      contest: { ...acmFinalContest, awardType: 2, awardConfig: medalBands(medals) },
      participants: acmFinalLog.participants,
      submissions: acmFinalLog.submissions,
      options: { sealed: false, containsAfterContest: false, removeStar, excludedUids: acmFinalSuperAdmins },
    });
  const whole = (removeStar: boolean) =>
    buildModel(acmFinalLog, acmFinalContest, { medals, removeStar, excluded: acmFinalSuperAdmins, problems });

  it.each([false, true])('ends on the unsealed board (star teams removed: %s)', (removeStar) => {
    const m = whole(removeStar);
    expect(m.stateAt(m.total).rows).toEqual(unsealed(removeStar));
    expect(m.viewAt(m.total).done).toBe(true);
  });

  it('hands the medals down the ranked teams that solved something, never to a star team', () => {
    const m = whole(false);
    const medalled = m
      .viewAt(m.total)
      .rows.filter((row) => row.medal !== null)
      .map((row) => [row.name, row.medal]);
    expect(medalled).toEqual([
      ['team01', 'gold'],
      ['team03', 'gold'],
      ['team05', 'silver'],
      ['team02', 'silver'],
      ['team04', 'silver'],
      ['team09', 'bronze'],
      ['team06', 'bronze'],
      ['team07', 'bronze'],
      ['team08', 'bronze'],
    ]);
    expect(m.viewAt(m.total).rows.find((row) => row.name === 'star01')).toMatchObject({
      rank: null,
      medal: null,
    });
  });

  it('lists the star teams unranked, or leaves them out with removeStar', () => {
    expect(names(whole(false), 0)).toContain('star01');
    expect(
      whole(false)
        .viewAt(0)
        .rows.find((row) => row.name === 'star02')?.rank,
    ).toBeNull();
    expect(names(whole(true), 0)).not.toContain('star01');
  });

  it('replays a state it did not keep to the same board', () => {
    const full = whole(false);
    const built = createScrollBoardModel(
      {
        info: infoOf(acmFinalContest, problems),
        submissions: submissionsOf(acmFinalLog, acmFinalContest, acmFinalSuperAdmins),
      },
      { removeStar: false, medals },
      () => ({ recent: 1, every: 3 }),
    );
    if (typeof built === 'string') throw new Error(built);
    for (let count = 0; count <= full.total; count += 1) built.viewAt(count);
    for (let count = full.total; count >= 0; count -= 1)
      expect(built.viewAt(count)).toEqual(full.viewAt(count));
  });
});

describe('an OI contest', () => {
  const problems = ['A', 'B', 'C', 'D'];
  const medals = { gold: 1, silver: 2, bronze: 2 };

  it.each([OIRankScoreType.RECENT, OIRankScoreType.HIGHEST])(
    'reveals by score to the unsealed board (%s)',
    (scoreType) => {
      const rankContest = { ...oiFinalContest, oiRankScoreType: scoreType };
      const m = buildModel(oiFinalLog, rankContest, {
        medals,
        excluded: oiFinalSuperAdmins,
        problems,
        oiRankScoreType: scoreType,
      });
      expect(m.rule).toBe(ContestType.OI);
      expect(m.stateAt(m.total).rows).toEqual(
        computeOiBoard({
          contest: { ...rankContest, awardType: 2, awardConfig: medalBands(medals) },
          participants: oiFinalLog.participants,
          submissions: oiFinalLog.submissions,
          options: {
            sealed: false,
            containsAfterContest: false,
            removeStar: false,
            excludedUids: oiFinalSuperAdmins,
          },
        }),
      );
    },
  );

  it('shows a frozen cell with its score before the seal, then its final score, the row moving by total', () => {
    const m = buildModel(oiFinalLog, oiFinalContest, { excluded: oiFinalSuperAdmins, problems });
    // stu07: A 100, B 30 before the seal; B 100 at 2:40 and C 50 at 2:45 are frozen.
    expect(cellOf(m, 0, 'stu07', 'B')).toEqual({ problem: 'B', kind: 'pending', value: '30', tries: 0 });
    const count = Array.from({ length: m.total }, (_, i) => i + 1).find(
      (n) => m.viewAt(n).reveal?.name === 'stu07' && m.viewAt(n).reveal?.problem === 'B',
    );
    if (count === undefined) throw new Error('stu07 B is never revealed');
    const reveal = m.viewAt(count).reveal;
    expect(reveal).toMatchObject({ kind: 'full', value: '100' });
    expect(reveal && reveal.to < reveal.from).toBe(true);
    expect(m.viewAt(count).rows.find((row) => row.name === 'stu07')?.solved).toBe(
      (m.viewAt(count - 1).rows.find((row) => row.name === 'stu07')?.solved ?? 0) + 70,
    );
  });
});
