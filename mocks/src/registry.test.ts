import { demoAccounts } from './store/demoAccounts';
import { GENERATED_USERS } from './accounts/seedUsers';
import { issueToken, tokens } from './store/schema/sessions';
import { roles, userByUsername, users } from './store/schema/accounts';
import { announcements } from './store/schema/announcements';
import { commentLikes, comments, replies } from './store/schema/comments';
import { categories, discussionLikes, discussions } from './store/schema/discussions';
import { adminNotices, sysNotices, userMsgs } from './store/schema/messages';
import { tagClassifications, tags } from './store/schema/problems';
import { resetDb, seedTime } from './registry';
import type * as RegistryModule from './registry';
import type * as SnapshotModule from './store/snapshot';
import { siteConfig, switchSettings } from './store/schema/site';
import { serverSettings } from './store/schema/serverSettings';
import { DAY, clock } from './store/clock';
import { tableContents } from './store/table';

/** The store with every date turned into its offset from the seed time, so two seeds can be compared. */
function normalized(): unknown {
  const base = seedTime().getTime();
  const walk = (value: unknown): unknown => {
    if (value instanceof Date) return `t${value.getTime() - base}`;
    if (value instanceof Map) return [...value.entries()].map(walk);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk({ tables: tableContents(), siteConfig, switchSettings, serverSettings });
}

afterEach(() => resetDb());

describe('seed', () => {
  it('holds the demo accounts with their roles and about 25 users with unique 32-hex uids', () => {
    expect(users.all()).toHaveLength(demoAccounts.length + GENERATED_USERS);
    expect(users.size).toBeGreaterThanOrEqual(25);
    for (const account of demoAccounts) {
      expect(users.find((u) => u.username === account.username)).toMatchObject({
        password: account.password,
        role: account.role,
        status: 0,
      });
    }
    const uids = users.all().map((u) => u.uid);
    uids.forEach((uid) => expect(uid).toMatch(/^[0-9a-f]{32}$/));
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(users.all().map((u) => u.username)).size).toBe(users.size);
    expect(roles.all().map((r) => r.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
  });

  it('keeps dates relative to the seed time, so recent data stays recent', () => {
    const newestAnnouncement = Math.max(...announcements.all().map((a) => a.gmtCreate.getTime()));
    expect(seedTime().getTime() - newestAnnouncement).toBeLessThan(DAY);
    expect(Math.abs(seedTime().getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('the seed of tags and discussions', () => {
  it('is consistent: counters agree with the rows, ids continue after the seeded ones', () => {
    for (const d of discussions) {
      const ofPost = comments.filter((c) => c.did === d.id);
      const repliesOfPost = replies.filter((r) => ofPost.some((c) => c.id === r.commentId));
      expect([d.id, d.commentNum]).toEqual([d.id, ofPost.length + repliesOfPost.length]);
      expect([d.id, d.likeNum]).toEqual([d.id, discussionLikes.filter((l) => l.did === d.id).length]);
      expect(categories.some((c) => c.id === d.categoryId)).toBe(true);
    }
    for (const c of comments) {
      expect([c.id, c.likeNum]).toEqual([c.id, commentLikes.filter((l) => l.cid === c.id).length]);
    }
    for (const r of replies) {
      expect(comments.find((c) => c.id === r.commentId)!.gmtCreate.getTime()).toBeLessThan(
        r.gmtCreate.getTime(),
      );
    }
    expect({
      announcements: announcements.lastId,
      tags: tags.lastId,
      tagClassifications: tagClassifications.lastId,
      categories: categories.lastId,
      discussions: discussions.lastId,
      comments: comments.lastId,
      replies: replies.lastId,
      userMsgs: userMsgs.lastId,
      sysNotices: sysNotices.lastId,
      adminNotices: adminNotices.lastId,
    }).toEqual({
      // The site's six and the groups' ten.
      announcements: 16,
      tags: tags.size,
      tagClassifications: tagClassifications.size,
      categories: 6,
      discussions: 14,
      comments: 16,
      replies: replies.size,
      userMsgs: userMsgs.size,
      sysNotices: sysNotices.size,
      adminNotices: adminNotices.size,
    });
    expect(tags.all().every((t) => t.tcid === null || tagClassifications.some((c) => c.id === t.tcid))).toBe(
      true,
    );
  });
});

describe('resetDb', () => {
  it('restores the seed exactly after changes', () => {
    const seeded = normalized();
    const uids = users.all().map((u) => u.uid);

    for (const user of users.all().slice(0, 3)) users.delete(user.uid);
    announcements.all()[0]!.title = 'changed';
    siteConfig.register = false;
    issueToken(userByUsername('alice')!.uid);
    tags.delete(tags.lastId);
    tagClassifications.all()[0]!.rank = 9;
    discussions.all()[0]!.viewNum += 10;
    comments.deleteWhere((c) => c.id <= 2);
    replies.fill([]);
    commentLikes.insert({ cid: 1, uid: 'x' });
    discussions.nextId();
    clock.advance(5 * DAY);

    resetDb();
    expect(normalized()).toEqual(seeded);
    expect(users.all().map((u) => u.uid)).toEqual(uids);
    expect(tokens.size).toBe(0);
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000);
  });

  it('keeps the identity of every table and state object, and puts fresh rows in them', () => {
    const table = users;
    const first = users.all()[0];
    const config = siteConfig;
    resetDb();
    expect(users).toBe(table);
    expect(siteConfig).toBe(config);
    expect(users.all()[0]).not.toBe(first);
  });
});

describe("a jest worker's later test files", () => {
  type Isolated = { contents: Record<string, unknown>; base: number };

  /**
   * The store as a test file with modules of its own sees it right after loading the registry: restored from
   * what the worker kept (the seeds would throw), or seeded by itself (nothing kept is taken).
   */
  function loadStore(seedItself: boolean): Isolated {
    let result: Isolated | undefined;
    jest.isolateModules(() => {
      if (seedItself)
        jest.doMock('./store/snapshot', () => ({
          ...jest.requireActual<object>('./store/snapshot'),
          adoptWorkerSnapshot: () => false,
        }));
      else
        jest.doMock('./store/seedContext', () => ({
          createSeedContext: () => {
            throw new Error('seeded although an earlier file kept the seed');
          },
        }));
      const registry = jest.requireActual<typeof RegistryModule>('./registry');
      const { storeContents } = jest.requireActual<typeof SnapshotModule>('./store/snapshot');
      result = { contents: storeContents(), base: registry.seedTime().getTime() };
    });
    jest.dontMock('./store/snapshot');
    jest.dontMock('./store/seedContext');
    if (!result) throw new Error('isolateModules did not run');
    return result;
  }

  const relative = ({ contents, base }: Isolated): unknown => {
    const walk = (value: unknown): unknown => {
      if (value instanceof Date) return `t${value.getTime() - base}`;
      if (value instanceof Map) return [...value.entries()].map(walk);
      if (value instanceof Set) return [...value].map(walk);
      if (Array.isArray(value)) return value.map(walk);
      if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
      return value;
    };
    return walk(contents);
  };

  it('restore the seed an earlier file kept instead of seeding, and get the same store as a fresh seed', () => {
    const restored = loadStore(false);
    const seeded = loadStore(true);
    expect(Object.keys(restored.contents).length).toBeGreaterThan(20);
    expect(relative(restored)).toEqual(relative(seeded));
  });
});
