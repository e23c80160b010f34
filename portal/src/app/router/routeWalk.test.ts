import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from './lazyRoutes';
import { routes } from './routes';

/**
 * Every route of the HOJ front end's table, with sample ids and the query strings it documents: each must reach
 * a page of its own (not the not-found page) through elements all the way down.
 */
const TABLE = [
  '/',
  '/home',
  '/problem',
  '/problem/P1001',
  '/training/1/problem/P1001/full-screen',
  '/contest/2/problem/A/full-screen',
  '/group/1/problem/P1001/full-screen',
  '/group/1/training/1/problem/P1001/full-screen',
  '/training?keyword=dp&categoryId=1&auth=Public&currentPage=2',
  '/training/1',
  '/training/1/problems',
  '/training/1/problem/P1001',
  '/training/1/rank',
  '/contest',
  '/contest/acm-scoreboard/2',
  '/contest/oi-scoreboard/1',
  '/contest/2',
  '/contest/2/submissions',
  '/contest/2/problem/A/submission-detail/17',
  '/contest/2/problems',
  '/contest/2/problem/A',
  '/contest/2/announcements',
  '/contest/2/rank',
  '/contest/2/ac-info',
  '/contest/2/rejudge',
  '/contest/2/comment',
  '/contest/2/print',
  '/contest/2/admin-print',
  '/contest/2/scroll-board',
  '/status',
  '/submission-detail/17',
  '/acm-rank',
  '/oi-rank',
  '/reset-password',
  '/user-home?username=alice',
  '/setting',
  '/logout',
  '/discussion?cid=1&keyword=dp&onlyMine=true&currentPage=1',
  '/discussion/P1001',
  '/discussion-detail/3',
  '/group',
  '/group/1',
  '/group/1/announcement',
  '/group/1/problem',
  '/group/1/problem/P1001',
  '/group/3/problem-admin/new',
  '/group/3/problem-admin/1',
  '/group/1/training',
  '/group/1/training/1',
  '/group/1/training/1/problems',
  '/group/1/training/1/problem/P1001',
  '/group/1/training/1/rank',
  '/group/1/contest',
  '/group/1/status',
  '/group/1/submission-detail/17',
  '/group/1/discussion',
  '/group/1/discussion/P1001',
  '/group/1/discussion-detail/3',
  '/group/1/member',
  '/group/1/setting',
  '/group/1/rank',
  '/introduction',
  '/message',
  '/message/discuss',
  '/message/reply',
  '/message/like',
  '/message/sys',
  '/message/mine',
  '/scrollBoard?cid=8&removeStar=true&medals[]=1&medals[]=2&medals[]=3',
];

/** The element the deepest matched route renders, looking through the guards and layouts that wrap it. */
function leafOf(path: string): RouteObject | undefined {
  const [pathname = '', search = ''] = path.split('?');
  const matches = matchRoutes(routes, { pathname, search: search ? `?${search}` : '' });
  return matches?.at(-1)?.route;
}

describe('the route table', () => {
  it.each(TABLE)('%s has a page of its own', (path) => {
    const leaf = leafOf(path);
    expect(leaf).toBeDefined();
    const element = leaf?.element;
    expect(isValidElement(element) || leaf?.index === true || leaf?.children !== undefined).toBe(true);
    if (isValidElement(element)) expect(element.type).not.toBe(NotFoundPage);
  });

  it('sends any other path to the not-found page', () => {
    const element = leafOf('/no-such-page')?.element;
    expect(isValidElement(element) && element.type).toBe(NotFoundPage);
  });
});
