import type { Tag, TagClassification } from '@generated/model/index';
import { integrityViolation } from '../http/failure';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages as httpMessages } from '../http/messages';
import { tags } from '../store/schema/problems';
import { tagMessages } from './adminTagHandlers';

const messages = { ...httpMessages, ...tagMessages };

installMockServer();

const TAG = '/api/admin/tag';
const CLASSIFICATION = '/api/admin/tag/classification';
const ALL_TAGS = '/api/get-all-problem-tags';

const siteTags = async (query = '') => (await call<Tag[]>(`${ALL_TAGS}${query}`)).body.data;

describe('tags', () => {
  it('go create → listed → rename → listed with the new name → delete → gone', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const created = await call<Tag>(TAG, {
      token,
      json: { name: '网络流', color: '#8e44ad', oj: 'ME', tcid: 4 },
    });
    expect(created.body.status).toBe(200);
    const tag = created.body.data;
    expect(tag).toMatchObject({ name: '网络流', color: '#8e44ad', oj: 'ME', gid: null, tcid: 4 });
    expect(tag.id).toBe(tags.size);
    expect((await siteTags()).map((t) => t.name)).toContain('网络流');

    const renamed = await call(TAG, {
      token,
      method: 'PUT',
      json: { id: tag.id, name: '最大流', color: '#2d8cf0' },
    });
    expect(renamed.body).toEqual({ status: 200, msg: 'success', data: null });
    expect((await siteTags()).find((t) => t.id === tag.id)).toMatchObject({
      name: '最大流',
      color: '#2d8cf0',
      tcid: 4,
    });

    const removed = await call(`${TAG}?tid=${tag.id}`, { token, method: 'DELETE' });
    expect(removed.body.status).toBe(200);
    expect((await siteTags()).map((t) => t.id)).not.toContain(tag.id);
    expect((await call(`${TAG}?tid=${tag.id}`, { token, method: 'DELETE' })).body).toEqual({
      status: 400,
      msg: messages.deleteFailed,
      data: null,
    });
  });

  it('refuses a second tag with the same name on the same judge, but not on another judge', async () => {
    const token = await loginAs('root', { admin: true });
    const duplicate = await call(TAG, { token, json: { name: '贪心', color: '#000000' } });
    expect(duplicate.body).toEqual({ status: 400, msg: messages.tagExists, data: null });
    const elsewhere = await call<Tag>(TAG, { token, json: { name: '贪心', color: '#000000', oj: 'HDU' } });
    expect(elsewhere.body.data).toMatchObject({ name: '贪心', oj: 'HDU' });
    // Renaming onto an existing name breaks the table's unique key.
    const clash = await call(TAG, { token, method: 'PUT', json: { id: 1, name: '贪心' } });
    expect(clash.response.status).toBe(500);
    expect(clash.body.msg).toBe(integrityViolation().message);
  });

  it('answers the database errors and the mock guard on bad input', async () => {
    const token = await loginAs('root', { admin: true });
    const unnamed = await call(TAG, { token, json: { color: '#000000' } });
    expect(unnamed.response.status).toBe(500);
    const badJudge = await call(TAG, { token, json: { name: 'x', oj: 'Codeforces' } });
    expect(badJudge.body).toEqual({ status: 400, msg: messages.judgeInvalid, data: null });
    const unknown = await call(TAG, { token, method: 'PUT', json: { id: 999, name: 'x' } });
    expect(unknown.body).toEqual({ status: 400, msg: messages.tagUpdateFailed, data: null });
  });

  it('are managed by root and problem admins only: HTTP 403 for admin and alice, HTTP 401 for a visitor', async () => {
    const admin = await loginAs('admin', { admin: true });
    const alice = await loginAs('alice');
    const calls = [
      { path: TAG, method: 'POST', json: { name: 'x', color: '#000000' } },
      { path: TAG, method: 'PUT', json: { id: 1, name: 'x' } },
      { path: `${TAG}?tid=1`, method: 'DELETE', json: undefined },
      { path: CLASSIFICATION, method: 'GET', json: undefined },
      { path: CLASSIFICATION, method: 'POST', json: { name: 'x', oj: 'ME' } },
      { path: `${CLASSIFICATION}?tcid=1`, method: 'DELETE', json: undefined },
    ];
    for (const { path, method, json } of calls) {
      for (const token of [admin, alice]) {
        const { response, body } = await call(path, { token, method, json });
        expect([path, method, response.status]).toEqual([path, method, 403]);
        expect(body.msg).toBe(messages.noPermission);
      }
      expect((await call(path, { method, json })).response.status).toBe(401);
    }
    expect(tags.find((t) => t.id === 1)?.name).toBe('模拟');
  });
});

describe('GET /api/get-all-problem-tags', () => {
  it('lists the site-wide tags of a judge (ME by default, upper-cased), never a group tag', async () => {
    const me = await siteTags();
    expect(me.length).toBeGreaterThanOrEqual(30);
    expect(me.every((t) => t.oj === 'ME' && t.gid === null)).toBe(true);
    expect(me.map((t) => t.name)).toEqual(
      expect.arrayContaining(['动态规划', '贪心', '最短路', 'KMP', '线段树']),
    );
    expect(me.map((t) => t.name)).not.toContain('小组周测');
    expect(me.every((t) => /^#[0-9a-f]{6}$/.test(t.color ?? ''))).toBe(true);

    expect((await siteTags('?oj=cf')).map((t) => t.name)).toEqual([
      'greedy',
      'dp',
      'math',
      'constructive algorithms',
      'brute force',
    ]);
    const all = await siteTags('?oj=ALL');
    expect(new Set(all.map((t) => t.oj))).toEqual(new Set(['ME', 'CF', 'HDU', 'GYM', 'POJ', 'AC', 'SPOJ']));
  });
});

describe('tag classifications', () => {
  it('are listed by rank per judge, and every one with ALL', async () => {
    const token = await loginAs('root', { admin: true });
    const me = (await call<TagClassification[]>(CLASSIFICATION, { token })).body.data;
    expect(me.map((c) => c.name)).toEqual([
      '基础算法',
      '搜索',
      '动态规划',
      '图论',
      '数学',
      '字符串',
      '数据结构',
    ]);
    const cf = (await call<TagClassification[]>(`${CLASSIFICATION}?oj=cf`, { token })).body.data;
    expect(cf.map((c) => c.name)).toEqual(['Codeforces 常用']);
    const all = (await call<TagClassification[]>(`${CLASSIFICATION}?oj=ALL`, { token })).body.data;
    expect(all).toHaveLength(8);
  });

  it('go create → listed → edit → delete, and the deleted one’s tags become unclassified', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const created = await call<TagClassification>(CLASSIFICATION, {
      token,
      json: { name: '计算几何', oj: 'ME', rank: 0 },
    });
    expect(created.body.data).toMatchObject({ id: 9, name: '计算几何', oj: 'ME', rank: 0 });
    const list = async () =>
      (await call<TagClassification[]>(CLASSIFICATION, { token })).body.data.map((c) => c.name);
    expect((await list())[0]).toBe('计算几何');

    const duplicate = await call(CLASSIFICATION, { token, json: { name: '计算几何', oj: 'ME' } });
    expect(duplicate.body).toEqual({ status: 400, msg: messages.tagClassificationExists, data: null });

    await call(CLASSIFICATION, { token, method: 'PUT', json: { id: 9, name: '几何', rank: 8 } });
    expect((await list()).at(-1)).toBe('几何');

    const graphTags = tags.filter((t) => t.tcid === 4).map((t) => t.id);
    expect(graphTags.length).toBeGreaterThan(0);
    expect((await call(`${CLASSIFICATION}?tcid=4`, { token, method: 'DELETE' })).body.status).toBe(200);
    expect(await list()).not.toContain('图论');
    expect(tags.filter((t) => graphTags.includes(t.id)).every((t) => t.tcid === null)).toBe(true);
  });

  it('need a name and a judge (NOT NULL columns)', async () => {
    const token = await loginAs('root', { admin: true });
    expect((await call(CLASSIFICATION, { token, json: { name: '无 OJ' } })).response.status).toBe(500);
    expect((await call(CLASSIFICATION, { token, json: { oj: 'ME' } })).response.status).toBe(500);
  });
});
