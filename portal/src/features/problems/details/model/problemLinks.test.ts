import { problemRouteOf } from '@portal/features/problems/model/problemRoute';
import { authorLink, discussionLink, focusToggleTarget, problemPath, solutionsLink } from './problemLinks';

const plain = problemRouteOf({ problemID: 'P1001' }, '/problem/P1001');
const contest = problemRouteOf({ contestID: '7', problemID: 'A' }, '/contest/7/problem/A');
const contestFull = problemRouteOf({ contestID: '7', problemID: 'A' }, '/contest/7/problem/A/full-screen');
const training = problemRouteOf({ trainingID: '3', problemID: 'P1001' }, '/training/3/problem/P1001');
const group = problemRouteOf({ groupID: '2', problemID: 'P1010' }, '/group/2/problem/P1010');
const groupTraining = problemRouteOf(
  { groupID: '2', trainingID: '4', problemID: 'P1010' },
  '/group/2/training/4/problem/P1010/full-screen',
);

const open = { openPublicDiscussion: true, openGroupDiscussion: true };

describe('problem page links', () => {
  it('shows the public discussion only while it is open, the group one for group problems', () => {
    expect(discussionLink(plain, open)).toBe('/discussion/P1001');
    expect(discussionLink(training, open)).toBe('/discussion/P1001');
    expect(discussionLink(plain, { ...open, openPublicDiscussion: false })).toBeNull();
    expect(discussionLink(group, open)).toBe('/group/2/discussion/P1010');
    expect(discussionLink(groupTraining, open)).toBe('/group/2/discussion/P1010');
    expect(discussionLink(group, { ...open, openGroupDiscussion: false })).toBeNull();
    // Group problems follow the group switch alone.
    expect(discussionLink(group, { openPublicDiscussion: false, openGroupDiscussion: true })).toBe(
      '/group/2/discussion/P1010',
    );
  });

  it('never shows a discussion inside a contest, nor before the configuration is known', () => {
    expect(discussionLink(contest, open)).toBeNull();
    expect(discussionLink(contestFull, open)).toBeNull();
    expect(discussionLink(plain, undefined)).toBeNull();
  });

  it('sends solutions to the list of the place the problem is in', () => {
    expect(solutionsLink(plain)).toBe('/status?problemID=P1001&completeProblemID=true');
    expect(solutionsLink(contest)).toBe('/contest/7/submissions?problemID=A');
    expect(solutionsLink(group)).toBe('/group/2/status?problemID=P1010&completeProblemID=true&gid=2');
  });

  it('switches between each full-screen page and its normal page', () => {
    expect(focusToggleTarget(contest)).toBe('/contest/7/problem/A/full-screen');
    expect(focusToggleTarget(contestFull)).toBe('/contest/7/problem/A');
    expect(focusToggleTarget(training)).toBe('/training/3/problem/P1001/full-screen');
    expect(focusToggleTarget(group)).toBe('/group/2/problem/P1010/full-screen');
    expect(focusToggleTarget(groupTraining)).toBe('/group/2/training/4/problem/P1010');
    expect(focusToggleTarget(plain)).toBeNull();
  });

  it('links sibling problems in the same place and mode', () => {
    expect(problemPath(contestFull, 'B')).toBe('/contest/7/problem/B/full-screen');
    expect(problemPath(training, 'P1002')).toBe('/training/3/problem/P1002');
    expect(problemPath(groupTraining, 'P 1')).toBe('/group/2/training/4/problem/P%201/full-screen');
  });

  it('links an author to their profile by username', () => {
    expect(authorLink('alice')).toBe('/user-home?username=alice');
    expect(authorLink('a b&c')).toBe('/user-home?username=a+b%26c');
  });
});
