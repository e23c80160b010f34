import { generatePath, matchPath } from 'react-router';
import {
  IMPORT_USERS_PATH,
  PROBLEM_BATCH_PATH,
  PROBLEM_EXAMINE_PATH,
  PROBLEM_TRANSFER_PATH,
} from '@backoffice/customPaths';
import {
  CONTEST_ANNOUNCEMENTS_PATH,
  CONTEST_PROBLEM_CREATE_PATH,
  CONTEST_PROBLEM_EDIT_PATH,
  CONTEST_PROBLEMS_PATH,
} from '@backoffice/contests/paths';
import { TRAINING_CATEGORIES_PATH, TRAINING_PROBLEMS_PATH } from '@backoffice/trainings/paths';
import { newPathFor, OLD_PATHS } from './oldPaths';

/** The resources App.tsx declares (list, create and edit routes) and the custom pages a target may be. */
const RESOURCE_NAMES = [
  'problems',
  'tags',
  'trainings',
  'trainingCategories',
  'contests',
  'discussions',
  'users',
  'announcements',
  'notices',
];
const APP_ROUTES = [
  ...RESOURCE_NAMES.flatMap((name) => [`/${name}`, `/${name}/create`, `/${name}/:id`]),
  IMPORT_USERS_PATH,
  PROBLEM_BATCH_PATH,
  PROBLEM_EXAMINE_PATH,
  PROBLEM_TRANSFER_PATH,
  CONTEST_ANNOUNCEMENTS_PATH,
  CONTEST_PROBLEM_CREATE_PATH,
  CONTEST_PROBLEM_EDIT_PATH,
  CONTEST_PROBLEMS_PATH,
  TRAINING_PROBLEMS_PATH,
  TRAINING_CATEGORIES_PATH,
];

describe('the old front end’s admin paths', () => {
  it('lead to the screens that replace them, ids carried over', () => {
    expect(newPathFor('/user')).toBe('/users');
    expect(newPathFor('/notice')).toBe('/notices');
    expect(newPathFor('/problem/edit/1024')).toBe('/problems/1024');
    expect(newPathFor('/problem/tag')).toBe('/tags');
    expect(newPathFor('/training/category')).toBe('/trainingCategories');
    expect(newPathFor('/training/7/edit')).toBe('/trainings/7');
    expect(newPathFor('/training/7/problems')).toBe('/trainings/7/problems');
    expect(newPathFor('/contest/12/announcement')).toBe('/contests/12/announcements');
    expect(newPathFor('/contest/12/problem/create')).toBe('/contests/12/problems/create');
    expect(newPathFor('/contest/12/problem/1001/edit')).toBe('/contests/12/problems/1001/edit');
    expect(newPathFor('/discussion')).toBe('/discussions');
  });

  it('cover every path of the old route list, and never one of ours or an unknown one', () => {
    const oldRouteList = [
      '/user',
      '/announcement',
      '/notice',
      '/problem/create',
      '/problem/edit/1',
      '/problem/tag',
      '/group-problem/apply',
      '/problem/batch-operation',
      '/training/create',
      '/training',
      '/training/1/edit',
      '/training/1/problems',
      '/training/category',
      '/contest/create',
      '/contest',
      '/contest/1/edit',
      '/contest/1/announcement',
      '/contest/1/problems',
      '/contest/1/problem/create',
      '/contest/1/problem/2/edit',
      '/discussion',
    ];
    expect(oldRouteList.filter((path) => newPathFor(path) === null)).toEqual([]);
    // /problems, /conf and /switch kept their names; ours are not rewritten again.
    for (const path of ['/problems', '/conf', '/switch', '/users', '/users/3', '/contest/1/unknown', '/'])
      expect(newPathFor(path)).toBeNull();
    expect(new Set(OLD_PATHS.map(([from]) => from)).size).toBe(OLD_PATHS.length);
  });

  it('each lead to a route the app has, whole (not to a longer path some other screen swallows)', () => {
    const landings = OLD_PATHS.map(([, to]) =>
      generatePath(to, { problemId: '7', trainingId: '7', contestId: '7' }),
    );
    const lost = landings.filter(
      (path) => !APP_ROUTES.some((route) => matchPath({ path: route, end: true }, path)),
    );
    expect(lost).toEqual([]);
  });
});
