import type { PageTraining, Training, TrainingDTO, TrainingVO } from '@generated/model/index';
import { integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { trainingCategories, trainingProblems, trainingRegisters } from '../store/schema/trainings';
import { trainingMessages } from './texts';

installMockServer();

const TRAINING = '/api/admin/training';
const LIST = '/api/admin/training/get-training-list';
const STATUS = '/api/admin/training/change-training-status';

/** The seeded trainings by title (ids follow the list order of `drafts.ts`). */
const STRINGS = 7;
const GRAPHS = 5;
const DRAFT = 8;

const newTraining = (
  overrides: Partial<Training> = {},
  category: TrainingDTO['trainingCategory'] = { id: 3 },
) => ({
  training: {
    title: 'Binary search on the answer',
    description: 'Guess the answer, check it in $O(n)$.',
    auth: 'Public',
    rank: 1000,
    status: true,
    ...overrides,
  },
  trainingCategory: category,
});

async function adminList(token: string, query = ''): Promise<PageTraining> {
  return (await call<PageTraining>(`${LIST}?limit=50${query}`, { token })).body.data;
}

async function publicTitles(): Promise<string[]> {
  const page = (await call<{ records: TrainingVO[] }>('/api/get-training-list?limit=50')).body.data;
  return page.records.map((t) => t.title ?? '');
}

describe('the back-office training list', () => {
  it('lists every site training by rank, hidden ones too, without passwords', async () => {
    const token = await loginAs('admin', { admin: true });
    const page = await adminList(token);
    expect(page.total).toBe(8);
    expect(page.records.map((t) => t.rank)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(page.records.find((t) => t.id === DRAFT)).toMatchObject({ status: false });
    expect(page.records.every((t) => t.privatePwd === null)).toBe(true);
  });

  it('searches the title, the id and the rank, ten a page by default', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    expect((await adminList(token, '&keyword=Graph')).records.map((t) => t.id)).toEqual([GRAPHS]);
    expect((await adminList(token, '&keyword=70')).records.map((t) => t.id)).toEqual([STRINGS]);
    const firstPage = (await call<PageTraining>(LIST, { token })).body.data;
    expect(firstPage).toMatchObject({ size: 10, current: 1, total: 8 });
  });

  it('is for staff: HTTP 403 for a user, HTTP 401 for a visitor', async () => {
    const alice = await loginAs('alice');
    expect((await call(LIST, { token: alice })).response.status).toBe(403);
    expect((await call(LIST)).response.status).toBe(401);
  });
});

describe('creating and editing a training', () => {
  it('creates one in its category, shows it on the portal, and opens it with its password in the editor', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const created = await call(TRAINING, {
      token,
      json: newTraining({ auth: 'Private', privatePwd: 'squad', author: 'problemadmin' }),
    });
    expect(created.body).toEqual({ status: 200, msg: 'success', data: null });
    const row = (await adminList(token, '&keyword=Binary')).records[0];
    expect(row).toMatchObject({ title: 'Binary search on the answer', author: 'problemadmin', rank: 1000 });

    const editor = await call<TrainingDTO>(`${TRAINING}?tid=${row?.id}`, { token });
    expect(editor.body.data.training).toMatchObject({ auth: 'Private', privatePwd: 'squad' });
    expect(editor.body.data.trainingCategory).toMatchObject({ id: 3, name: '算法', color: '#ff9900' });
    expect(await publicTitles()).toContain('Binary search on the answer');
  });

  it('requires a category: none at all or an unknown id leaves nothing saved (HTTP 500)', async () => {
    const token = await loginAs('root', { admin: true });
    const without = await call(TRAINING, { token, json: newTraining({}, null) });
    expect(without.body).toMatchObject({ status: 500, msg: integrityViolation().message });
    const empty = await call(TRAINING, { token, json: {} });
    expect(empty.body).toEqual({ status: 400, msg: messages.blank(trainingMessages.titleItem), data: null });
    const unknown = await call(TRAINING, { token, json: newTraining({}, { id: 99 }) });
    expect(unknown.body).toMatchObject({ status: 500, msg: integrityViolation().message });
    expect((await adminList(token)).total).toBe(8);
  });

  it('finds a category sent by name, or creates it', async () => {
    const token = await loginAs('root', { admin: true });
    await call(TRAINING, { token, json: newTraining({ title: 'One' }, { name: '入门' }) });
    await call(TRAINING, {
      token,
      json: newTraining({ title: 'Two' }, { name: '模拟赛', color: '#9b59b6' }),
    });
    expect(trainingCategories.filter((c) => c.name === '入门')).toHaveLength(1);
    expect(trainingCategories.find((c) => c.name === '模拟赛')).toMatchObject({ color: '#9b59b6' });
  });

  it('checks title, visibility and a private training’s password like the backend', async () => {
    const token = await loginAs('root', { admin: true });
    const cases: [Partial<Training>, string][] = [
      [{ title: '  ' }, messages.blank(trainingMessages.titleItem)],
      [{ title: 'x'.repeat(256) }, messages.tooLong(trainingMessages.titleItem)],
      [{ auth: 'Protected' as Training['auth'] }, trainingMessages.authInvalid],
      [{ auth: 'Private', privatePwd: '' }, messages.required(trainingMessages.passwordItem)],
    ];
    for (const [fields, msg] of cases) {
      const answer = await call(TRAINING, { token, json: newTraining(fields) });
      expect(answer.body).toEqual({ status: 400, msg, data: null });
    }
    const huge = await call(TRAINING, { token, json: newTraining({ rank: 2 ** 31 }) });
    expect(huge.response.status).toBe(400);
  });

  it('changes the fields sent and the category; a new password drops the registrations', async () => {
    const token = await loginAs('root', { admin: true });
    const { training } = (await call<TrainingDTO>(`${TRAINING}?tid=${STRINGS}`, { token })).body.data;
    expect(trainingRegisters.count('tid', STRINGS)).toBe(1);

    const renamed = await call(TRAINING, {
      token,
      method: 'PUT',
      json: {
        training: { ...training, title: '校队集训：字符串（二）', rank: 5 },
        trainingCategory: { id: 1 },
      },
    });
    expect(renamed.body.status).toBe(200);
    expect(trainingRegisters.count('tid', STRINGS)).toBe(1);
    const after = (await call<TrainingDTO>(`${TRAINING}?tid=${STRINGS}`, { token })).body.data;
    expect(after.training).toMatchObject({
      title: '校队集训：字符串（二）',
      rank: 5,
      privatePwd: 'hoj-strings',
    });
    expect(after.trainingCategory?.id).toBe(1);

    await call(TRAINING, {
      token,
      method: 'PUT',
      json: { training: { ...after.training, privatePwd: 'new-secret' }, trainingCategory: { id: 1 } },
    });
    expect(trainingRegisters.count('tid', STRINGS)).toBe(0);
  });

  it('lets only root and the author open or change a training: body status 403 for another admin', async () => {
    const admin = await loginAs('admin', { admin: true });
    // `Graph theory I` is admin's, `Dynamic programming basics` is root's.
    expect((await call(`${TRAINING}?tid=${GRAPHS}`, { token: admin })).body.status).toBe(200);
    const foreign = await call(`${TRAINING}?tid=4`, { token: admin });
    expect(foreign.response.status).toBe(200);
    expect(foreign.body).toEqual({ status: 403, msg: trainingMessages.notAuthor, data: null });
    const edit = await call(TRAINING, {
      token: admin,
      method: 'PUT',
      json: newTraining({ id: 4, author: 'admin' }),
    });
    expect(edit.body.status).toBe(403);
    const missing = await call(`${TRAINING}?tid=404`, { token: admin });
    expect(missing.body).toEqual({ status: 400, msg: trainingMessages.adminMissing, data: null });
  });
});

describe('showing, hiding and deleting', () => {
  it('hides a training from the portal list and shows it again', async () => {
    const token = await loginAs('admin', { admin: true });
    const hide = await call(`${STATUS}?tid=${GRAPHS}&author=admin&status=false`, { token, method: 'PUT' });
    expect(hide.body.status).toBe(200);
    expect(await publicTitles()).not.toContain('Graph theory I');
    await call(`${STATUS}?tid=${GRAPHS}&author=admin&status=true`, { token, method: 'PUT' });
    expect(await publicTitles()).toContain('Graph theory I');
  });

  it('refuses the switch to an admin for somebody else’s training, whatever author is sent', async () => {
    const token = await loginAs('admin', { admin: true });
    const theirs = await call(`${STATUS}?tid=4&author=root&status=false`, { token, method: 'PUT' });
    expect(theirs.body.status).toBe(403);
    const lying = await call(`${STATUS}?tid=4&author=admin&status=false`, { token, method: 'PUT' });
    expect(lying.body.status).toBe(403);
    const root = await loginAs('root', { admin: true });
    const byRoot = await call(`${STATUS}?tid=${DRAFT}&author=problemadmin&status=true`, {
      token: root,
      method: 'PUT',
    });
    expect(byRoot.body.status).toBe(200);
    expect(await publicTitles()).toContain('Number theory and games (draft)');
  });

  it('deletes a training with its problem links and registrations: root only', async () => {
    const problemAdmin = await loginAs('problemadmin', { admin: true });
    expect(
      (await call(`${TRAINING}?tid=${STRINGS}`, { token: problemAdmin, method: 'DELETE' })).response.status,
    ).toBe(403);
    const root = await loginAs('root', { admin: true });
    const removed = await call(`${TRAINING}?tid=${STRINGS}`, { token: root, method: 'DELETE' });
    expect(removed.body).toEqual({ status: 200, msg: 'success', data: null });
    expect(trainingProblems.count('tid', STRINGS)).toBe(0);
    expect(trainingRegisters.count('tid', STRINGS)).toBe(0);
    const again = await call(`${TRAINING}?tid=${STRINGS}`, { token: root, method: 'DELETE' });
    expect(again.body).toEqual({ status: 400, msg: trainingMessages.deleteFailed, data: null });
  });
});
