import { act, screen, waitFor } from '@testing-library/react';
import { users } from '@hoj/mocks/store/schema/accounts';
import { announcements } from '@hoj/mocks/store/schema/announcements';
import { contestProblems, problems } from '@hoj/mocks/store/schema/problems';
import { adminNotices } from '@hoj/mocks/store/schema/messages';
import { loginAs } from './loginAs';
import { renderBackOffice } from './renderBackOffice';

export type Staff = 'root' | 'admin' | 'problemadmin';

/** Where a role the page refuses lands instead: the dashboard (custom pages) or react-admin's access denied. */
type Refusal = 'dashboard' | 'denied';

interface PageRow {
  /** The address under /admin (seeded records the opening roles may edit). */
  path: () => string;
  /** Its title, as the app bar shows it once the page is there. */
  title: string | RegExp;
  /** The roles that open it, and where each of the others lands. */
  access: Readonly<Partial<Record<Staff, 'opens' | Refusal>>>;
}

const ALL: PageRow['access'] = { root: 'opens', admin: 'opens', problemadmin: 'opens' };
const PROBLEM_STAFF: PageRow['access'] = { root: 'opens', admin: 'denied', problemadmin: 'opens' };
const ROOT_ONLY: PageRow['access'] = { root: 'opens', admin: 'denied', problemadmin: 'denied' };
const ROOT_PAGE: PageRow['access'] = { root: 'opens', admin: 'dashboard', problemadmin: 'dashboard' };

function seeded<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`the seed has no ${what}`);
  return found;
}
const adminsProblem = () =>
  seeded(
    problems.find((row) => row.author === 'admin' && !row.isRemote && row.gid === null),
    "problem of admin's",
  ).id;
const bob = () =>
  seeded(
    users.find((row) => row.username === 'bob'),
    'bob',
  ).uid;
export const summerProblemA = (): number =>
  seeded(
    contestProblems.where('cid', 5).find((row) => row.displayId === 'A'),
    'problem A in contest 5',
  ).pid;
const firstAnnouncement = () =>
  seeded(
    announcements.find(() => true),
    'announcement',
  ).id;
const firstNotice = () =>
  seeded(
    adminNotices.find(() => true),
    'notice',
  ).id;

/**
 * Every page of the back office with who may open it: the registry (resources.ts), the custom routes and
 * their guards in App.tsx. The pages' behaviour is tested beside each page on the page alone; this table is
 * where a route, a guard or a registry entry that goes missing fails.
 */
const PAGES: readonly PageRow[] = [
  { path: () => '/', title: 'Dashboard', access: ALL },
  { path: () => '/problems', title: 'Problems', access: ALL },
  { path: () => '/problems/create', title: 'Create Problem', access: ALL },
  {
    path: () => `/problems/${adminsProblem()}`,
    title: /^Problem .+/,
    access: { root: 'opens', admin: 'opens' },
  },
  { path: () => '/problems/batch', title: 'Problem batch operations', access: ALL },
  {
    path: () => '/problems/examine',
    title: 'Group problem review',
    access: { root: 'opens', admin: 'dashboard', problemadmin: 'opens' },
  },
  { path: () => '/problems/transfer', title: 'Import and export problems', access: ROOT_PAGE },
  { path: () => '/tags', title: 'Tags', access: PROBLEM_STAFF },
  { path: () => '/tags/create', title: 'Create Tag', access: PROBLEM_STAFF },
  { path: () => '/tags/1', title: /^Tag .+/, access: PROBLEM_STAFF },
  { path: () => '/tagClassifications', title: 'Tag classifications', access: PROBLEM_STAFF },
  { path: () => '/tagClassifications/create', title: 'Create Tag classification', access: PROBLEM_STAFF },
  { path: () => '/tagClassifications/1', title: 'Tag classification 基础算法', access: PROBLEM_STAFF },
  { path: () => '/trainings', title: 'Trainings', access: ALL },
  { path: () => '/trainings/create', title: 'Create Training', access: ALL },
  { path: () => '/trainings/5', title: /^Training .+/, access: { root: 'opens', admin: 'opens' } },
  { path: () => '/trainings/1/problems', title: 'Problems of training "入门：顺序结构"', access: ALL },
  { path: () => '/trainingCategories', title: 'Training categories', access: PROBLEM_STAFF },
  { path: () => '/trainingCategories/create', title: 'Create Training category', access: PROBLEM_STAFF },
  { path: () => '/trainingCategories/1', title: 'Training category 入门', access: PROBLEM_STAFF },
  { path: () => '/contests', title: 'Contests', access: ALL },
  { path: () => '/contests/create', title: 'Create Contest', access: ALL },
  { path: () => '/contests/1', title: 'Contest 新生入门赛', access: { root: 'opens', admin: 'opens' } },
  { path: () => '/contests/1/problems', title: 'Contest problems: 新生入门赛', access: ALL },
  {
    path: () => '/contests/1/problems/create',
    title: 'Create Problem',
    access: { root: 'opens', admin: 'opens' },
  },
  {
    path: () => `/contests/5/problems/${summerProblemA()}/edit`,
    title: /^Problem .+/,
    access: { root: 'opens' },
  },
  {
    path: () => '/contests/1/announcements',
    title: 'Contest announcements: 新生入门赛',
    access: { root: 'opens', admin: 'opens' },
  },
  { path: () => '/discussions', title: 'Discussions', access: ALL },
  { path: () => '/discussions/reports', title: 'Discussion reports', access: ALL },
  { path: () => '/users', title: 'Users', access: ROOT_ONLY },
  { path: () => `/users/${bob()}`, title: 'Edit user bob', access: ROOT_ONLY },
  { path: () => '/users/import', title: 'Import users from CSV', access: ROOT_PAGE },
  { path: () => '/announcements', title: 'Announcements', access: ROOT_ONLY },
  { path: () => '/announcements/create', title: 'Create Announcement', access: ROOT_ONLY },
  { path: () => `/announcements/${firstAnnouncement()}`, title: /^Announcement .+/, access: ROOT_ONLY },
  { path: () => '/notices', title: 'System notices', access: ROOT_ONLY },
  { path: () => '/notices/create', title: 'Create System notice', access: ROOT_ONLY },
  { path: () => `/notices/${firstNotice()}`, title: /^System notice .+/, access: ROOT_ONLY },
  { path: () => '/conf', title: 'System config', access: ROOT_PAGE },
  { path: () => '/switch', title: 'Feature switches', access: ROOT_PAGE },
];

/** The menu each role sees, in order. */
const MENUS: Readonly<Record<Staff, readonly string[]>> = {
  root: [
    'Dashboard',
    'Problems',
    'Tags',
    'Tag classifications',
    'Trainings',
    'Training categories',
    'Contests',
    'Discussions',
    'Users',
    'Announcements',
    'System notices',
    'Batch operations',
    'Group problem review',
    'Import and export',
    'System config',
    'Switches',
  ],
  admin: ['Dashboard', 'Problems', 'Trainings', 'Contests', 'Discussions', 'Batch operations'],
  problemadmin: [
    'Dashboard',
    'Problems',
    'Tags',
    'Tag classifications',
    'Trainings',
    'Training categories',
    'Contests',
    'Discussions',
    'Batch operations',
    'Group problem review',
  ],
};

/** Goes to an address as a link inside the app would, without building the app again. */
function visit(path: string): void {
  act(() => {
    window.history.pushState(null, '', `/admin${path}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/**
 * Where the app is: its address, the one level-one heading (the page title in the app bar) and whether the app
 * bar still shows data loading (the next visit waits for it, so no answer lands after the test moved on).
 */
const where = () => ({
  at: window.location.pathname.replace(/\/$/, ''),
  titles: [...document.querySelectorAll('h1')].map((heading) => heading.textContent),
  loading: document.querySelector('header [role="progressbar"]') !== null,
});

function expected(row: PageRow, outcome: 'opens' | Refusal, path: string) {
  if (outcome === 'dashboard') return { at: '/admin', titles: ['Dashboard'], loading: false };
  if (outcome === 'denied')
    return { at: '/admin/access-denied', titles: [expect.any(String)], loading: false };
  return {
    at: `/admin${path}`.replace(/\/$/, ''),
    titles: [row.title instanceof RegExp ? expect.stringMatching(row.title) : row.title],
    loading: false,
  };
}

/**
 * Signs `role` in, checks its menu, then opens every page of the table in turn in one app, going from page to
 * page as staff do (building the whole app for each of the ~40 pages would cost more than the pages' own tests),
 * and checks where each lands. One test file per role, so jest's workers share the three walks.
 */
export async function walkEveryPage(role: Staff): Promise<void> {
  await loginAs(role);
  renderBackOffice('/');
  await waitFor(() => expect(where()).toEqual({ at: '/admin', titles: ['Dashboard'], loading: false }));
  const menu = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(menu).toEqual(MENUS[role]);

  for (const row of PAGES) {
    const outcome = row.access[role];
    if (outcome === undefined) continue;
    const path = row.path();
    visit(path);
    await waitFor(() => expect({ path, ...where() }).toEqual({ path, ...expected(row, outcome, path) }));
  }
}
