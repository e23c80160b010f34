import type { ContestVO } from '@generated/model/index';
import { contestSubmitRules, type ContestViewer } from './contestRules';
import { submissionDetailPath } from './submissionLink';
import { problemRouteOf } from '@portal/features/problems/model/problemRoute';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 4, 1, 12);
const hojDate = (ms: number) => new Date(ms).toISOString().replace('Z', '+0000');

function contest(overrides: Partial<ContestVO> & { startsIn?: number } = {}): ContestVO {
  const { startsIn = -HOUR, ...rest } = overrides;
  return {
    id: 7,
    title: 'Cup',
    type: 0,
    status: 0,
    auth: 0,
    startTime: hojDate(NOW + startsIn),
    endTime: hojDate(NOW + startsIn + 5 * HOUR),
    duration: 5 * 3600,
    ...rest,
  };
}

const user: ContestViewer = { nowMs: NOW, isAdmin: false, access: false };
const admin: ContestViewer = { ...user, isAdmin: true };

describe('contestSubmitRules', () => {
  it('closes submitting after the end unless the contest allows it, and before the start for contestants', () => {
    expect(contestSubmitRules(contest({ startsIn: -6 * HOUR }), user).closed).toBe('ended');
    expect(
      contestSubmitRules(contest({ startsIn: -6 * HOUR, allowEndSubmit: true }), user).closed,
    ).toBeNull();
    expect(contestSubmitRules(contest({ startsIn: HOUR }), user).closed).toBe('scheduled');
    expect(contestSubmitRules(contest({ startsIn: HOUR }), admin).closed).toBeNull();
    expect(contestSubmitRules(contest(), user).closed).toBeNull();
  });

  it('hides results of a running OI contest whose board is sealed, except from admins', () => {
    const sealedOi = contest({ type: 1, sealRank: true, sealRankTime: hojDate(NOW - HOUR) });
    expect(contestSubmitRules(sealedOi, user).hidesResult).toBe(true);
    expect(contestSubmitRules(sealedOi, admin).hidesResult).toBe(false);
    const laterSeal = contest({ type: 1, sealRank: true, sealRankTime: hojDate(NOW + HOUR) });
    expect(contestSubmitRules(laterSeal, user).hidesResult).toBe(false);
    expect(contestSubmitRules(contest({ type: 1, sealRank: false }), user).hidesResult).toBe(false);
    expect(contestSubmitRules(contest({ type: 0, sealRank: true }), user).hidesResult).toBe(false);
  });

  it('asks for the password in protected and private contests without registration', () => {
    expect(contestSubmitRules(contest({ auth: 2 }), user).needsPassword).toBe(true);
    expect(contestSubmitRules(contest({ auth: 1 }), user).needsPassword).toBe(true);
    expect(contestSubmitRules(contest({ auth: 2 }), { ...user, access: true }).needsPassword).toBe(false);
    expect(contestSubmitRules(contest({ auth: 2 }), admin).needsPassword).toBe(false);
    expect(contestSubmitRules(contest({ auth: 0 }), user).needsPassword).toBe(false);
  });

  it('turns the AI helper off during a running site contest only', () => {
    expect(contestSubmitRules(contest(), user).hidesAiHelp).toBe(true);
    expect(contestSubmitRules(contest({ gid: 3 }), user).hidesAiHelp).toBe(false);
    expect(contestSubmitRules(contest({ startsIn: -6 * HOUR }), user).hidesAiHelp).toBe(false);
  });
});

describe('submissionDetailPath', () => {
  it('links into the area the problem was opened in', () => {
    expect(submissionDetailPath(problemRouteOf({ problemID: 'P1' }, '/problem/P1'), 5)).toBe(
      '/submission-detail/5',
    );
    expect(
      submissionDetailPath(problemRouteOf({ problemID: 'A', contestID: '7' }, '/contest/7/problem/A'), 5),
    ).toBe('/contest/7/problem/A/submission-detail/5');
    expect(
      submissionDetailPath(problemRouteOf({ problemID: 'P1', groupID: '2' }, '/group/2/problem/P1'), 5),
    ).toBe('/group/2/submission-detail/5');
  });
});
