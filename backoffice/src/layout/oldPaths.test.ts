import { newPathFor, OLD_PATHS } from './oldPaths';

describe('the old front end’s admin paths', () => {
  it('lead to the screens that replace them, ids carried over', () => {
    expect(newPathFor('/user')).toBe('/users');
    expect(newPathFor('/notice')).toBe('/notices');
    expect(newPathFor('/problem/edit/1024')).toBe('/problems/1024');
    expect(newPathFor('/problem/tag')).toBe('/tags');
    expect(newPathFor('/training/category')).toBe('/training-categories');
    expect(newPathFor('/training/7/edit')).toBe('/trainings/7');
    expect(newPathFor('/training/7/problems')).toBe('/trainings/7/problems');
    expect(newPathFor('/contest/12/announcement')).toBe('/contests/12/announcements');
    expect(newPathFor('/contest/12/problem/create')).toBe('/contests/12/problems/create');
    expect(newPathFor('/contest/12/problem/A-1/edit')).toBe('/contests/12/problems/A-1');
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
});
