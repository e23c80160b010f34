import type { GetListParams, QueryFunctionContext } from 'react-admin';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { discussionResource, toDiscussionRecords, toModerationBody } from './discussionResource';
import { reportResource, unresolvedFirst } from './reports/reportResource';

installMockServer();

afterEach(resetBrowserState);

const listParams = (filter: Record<string, unknown> = {}): GetListParams & QueryFunctionContext => ({
  pagination: { page: 1, perPage: 50 },
  sort: { field: 'id', order: 'ASC' },
  filter,
  signal: new AbortController().signal,
});

describe('toModerationBody', () => {
  it('sends the id and only the moderation field being changed', () => {
    expect(toModerationBody(7, { status: 1, title: 'kept as it is on the server' })).toEqual({
      id: 7,
      status: 1,
    });
    expect(toModerationBody(7, { topPriority: false })).toEqual({ id: 7, topPriority: false });
    expect(toModerationBody(7, { content: null })).toEqual({ id: 7 });
  });
});

describe('toDiscussionRecords', () => {
  it('keeps the rows that have an id and reads a missing list as empty', () => {
    expect(toDiscussionRecords([{ id: 3, title: 'a' }, { title: 'no id' }])).toEqual([{ id: 3, title: 'a' }]);
    expect(toDiscussionRecords(null)).toEqual([]);
  });
});

describe('the discussions resource', () => {
  it('lists disabled posts for admins, and searches by keyword', async () => {
    await loginAs('admin');
    const everything = await discussionResource.getList?.(listParams());
    expect(everything?.data.some((post) => post.status === 1)).toBe(true);
    const found = await discussionResource.getList?.(listParams({ q: '  线段树 ' }));
    expect(found?.data.map((post) => post.title)).toEqual(['线段树模板（区间加、区间求和）']);
  });
});

describe('the report queue', () => {
  it('puts unresolved reports first and keeps the server’s order otherwise', () => {
    const order = unresolvedFirst([
      { id: 1, status: true },
      { id: 2, status: false },
      { id: 3, status: null },
      { id: 4, status: true },
    ]).map((report) => report.id);
    expect(order).toEqual([2, 3, 1, 4]);
  });

  it('marks a report resolved with {id, status}', async () => {
    await loginAs('admin');
    const before = await reportResource.getList?.(listParams());
    const open = before?.data.find((report) => report.status === false);
    if (!open) throw new Error('the seed has no open report');
    await reportResource.update?.({ id: open.id, data: { status: true }, previousData: open });
    const after = await reportResource.getList?.(listParams());
    expect(after?.data.find((report) => report.id === open.id)?.status).toBe(true);
  });
});
