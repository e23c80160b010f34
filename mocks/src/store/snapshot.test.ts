import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { APLUSB, submit } from '../jest/submit';
import { resetDb, seedStore, seedTime } from '../registry';
import { storeCells } from './cells';
import { DAY, clock } from './clock';
import { storeContents } from './snapshot';
import { storeTables, tableProblems } from './table';

installMockServer();

/** Every table and cell, with each date turned into its offset from `base`, so two seeds can be compared. */
function normalized(base: number): unknown {
  const walk = (value: unknown): unknown => {
    if (value instanceof Date) return `t${value.getTime() - base}`;
    if (value instanceof Map) return { map: [...value.entries()].map(walk) };
    if (value instanceof Set) return { set: [...value].map(walk) };
    if (value instanceof Uint8Array) return { bytes: [...value] };
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(storeContents());
}

/** Changes through the handlers: tokens, sign-ins, mail codes, captchas, submissions, posts, the site config. */
async function changeThroughHandlers(): Promise<void> {
  const alice = await loginAs('alice');
  await call('/api/login', { json: { username: 'bob', password: 'wrong-pass' } });
  await call('/api/get-register-code?email=newbie@example.com');
  await call('/api/captcha');
  await submit(alice, { code: `${APLUSB}\n// hoj:verdict WA` });
  await call('/api/discussion', {
    token: alice,
    json: { title: '求助：2-SAT 模板题 WA', description: '样例能过。', content: '代码见下。', categoryId: 3 },
  });
  const root = await loginAs('root', { admin: true });
  await call('/api/admin/config/set-web-config', {
    token: root,
    method: 'PUT',
    json: { name: '新的站点名', shortName: '', register: false },
  });
}

/** Empties every table (and moves its id counter) and puts a stray value into every cell. */
function changeEverything(): void {
  for (const table of storeTables()) {
    table.deleteWhere(() => true);
    table.nextId();
  }
  for (const cell of storeCells()) {
    const live = cell.save();
    if (live instanceof Map) live.set('stray', 1);
    else if (Array.isArray(live)) live.push('stray');
    else Object.assign(live as object, { stray: 1 });
  }
}

describe('resetDb from the snapshot', () => {
  it('gives the store a fresh seed gives, after changes through handlers and to every table and cell', async () => {
    await changeThroughHandlers();
    changeEverything();
    clock.advance(3 * DAY + 1234);

    resetDb();
    const restored = normalized(seedTime().getTime());
    expect(tableProblems()).toEqual([]);

    const now = new Date(Date.now() + 5 * DAY + 777);
    seedStore(now);
    expect(restored).toEqual(normalized(now.getTime()));
  });

  it('gives every reset its own rows, so one test changing a row leaves the snapshot untouched', async () => {
    const before = normalized(seedTime().getTime());
    for (const table of storeTables()) for (const row of table) Object.assign(row as object, { stray: 1 });
    resetDb();
    expect(normalized(seedTime().getTime())).toEqual(before);
  });
});
