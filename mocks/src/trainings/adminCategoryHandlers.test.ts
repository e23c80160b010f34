import type { TrainingCategory, TrainingDTO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { trainingCategories } from '../store/schema/trainings';
import { trainingMessages } from './texts';

installMockServer();

const CATEGORY = '/api/admin/training/category';
const PUBLIC = '/api/get-training-category';

const names = async () => (await call<TrainingCategory[]>(PUBLIC)).body.data.map((c) => c.name);

describe('training categories', () => {
  it('are listed for everybody, with their colours', async () => {
    const { body } = await call<TrainingCategory[]>(PUBLIC);
    expect(body.data.map((c) => [c.name, c.color])).toEqual([
      ['入门', '#19be6b'],
      ['数据结构', '#2d8cf0'],
      ['算法', '#ff9900'],
      ['专题集训', '#ed4014'],
    ]);
  });

  it('go create → rename and recolour → delete', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const created = await call<TrainingCategory>(CATEGORY, {
      token,
      json: { name: '模拟赛', color: '#9b59b6' },
    });
    expect(created.body.data).toMatchObject({ name: '模拟赛', color: '#9b59b6', gid: null });
    const id = created.body.data.id;
    // After the site's four and the groups' own.
    expect(id).toBe(trainingCategories.lastId);

    const edited = await call(CATEGORY, {
      token,
      method: 'PUT',
      json: { id, name: '周赛', color: '#34495e' },
    });
    expect(edited.body).toEqual({ status: 200, msg: 'success', data: null });
    expect((await call<TrainingCategory[]>(PUBLIC)).body.data.find((c) => c.id === id)).toMatchObject({
      name: '周赛',
      color: '#34495e',
    });

    expect((await call(`${CATEGORY}?cid=${id}`, { token, method: 'DELETE' })).body.status).toBe(200);
    expect(await names()).not.toContain('周赛');
    const again = await call(`${CATEGORY}?cid=${id}`, { token, method: 'DELETE' });
    expect(again.body).toEqual({ status: 400, msg: trainingMessages.deleteFailed, data: null });
  });

  it('refuses a second category of the same name', async () => {
    const token = await loginAs('root', { admin: true });
    const twice = await call(CATEGORY, { token, json: { name: '算法', color: '#000000' } });
    expect(twice.body).toEqual({ status: 400, msg: trainingMessages.categoryTaken, data: null });
    const unknown = await call(CATEGORY, { token, method: 'PUT', json: { id: 99, name: 'x' } });
    expect(unknown.body).toEqual({ status: 400, msg: trainingMessages.categoryUpdateFailed, data: null });
  });

  it('leave their trainings without a category when deleted', async () => {
    const token = await loginAs('root', { admin: true });
    await call(`${CATEGORY}?cid=1`, { token, method: 'DELETE' });
    const editor = await call<TrainingDTO>('/api/admin/training?tid=1', { token });
    expect(editor.body.data.trainingCategory).toBeNull();
  });

  it('are managed by root and problem admins only: HTTP 403 for an admin', async () => {
    const token = await loginAs('admin', { admin: true });
    expect((await call(CATEGORY, { token, json: { name: 'x', color: '#000000' } })).response.status).toBe(
      403,
    );
    expect((await call(CATEGORY, { token, method: 'PUT', json: { id: 1, name: 'x' } })).response.status).toBe(
      403,
    );
    expect((await call(`${CATEGORY}?cid=1`, { token, method: 'DELETE' })).response.status).toBe(403);
  });
});
