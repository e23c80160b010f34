import { demoAccounts } from './accounts';
import { DAY, clock } from './clock';
import { db, nextId, resetDb } from './db';
import { GENERATED_USERS } from './seed/users';

/** The store with every date turned into its offset from the seed time, so two seeds can be compared. */
function normalized(): unknown {
  const base = db.seededAt.getTime();
  const walk = (value: unknown): unknown => {
    if (value instanceof Date) return `t${value.getTime() - base}`;
    if (value instanceof Map) return [...value.entries()].map(walk);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk({ ...db, seededAt: null });
}

afterEach(() => resetDb());

describe('seed', () => {
  it('holds the demo accounts with their roles and about 25 users with unique 32-hex uids', () => {
    expect(db.users).toHaveLength(demoAccounts.length + GENERATED_USERS);
    expect(db.users.length).toBeGreaterThanOrEqual(25);
    for (const account of demoAccounts) {
      expect(db.users.find((u) => u.username === account.username)).toMatchObject({
        password: account.password,
        role: account.role,
        status: 0,
      });
    }
    const uids = db.users.map((u) => u.uid);
    uids.forEach((uid) => expect(uid).toMatch(/^[0-9a-f]{32}$/));
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(db.users.map((u) => u.username)).size).toBe(db.users.length);
    expect(db.roles.map((r) => r.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
  });

  it('keeps dates relative to the seed time, so recent data stays recent', () => {
    const newestAnnouncement = Math.max(...db.announcements.map((a) => a.gmtCreate.getTime()));
    expect(db.seededAt.getTime() - newestAnnouncement).toBeLessThan(DAY);
    expect(Math.abs(db.seededAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('the seed of tags and discussions', () => {
  it('is consistent: counters agree with the rows, ids continue after the seeded ones', () => {
    for (const d of db.discussions) {
      const comments = db.comments.filter((c) => c.did === d.id);
      const replies = db.replies.filter((r) => comments.some((c) => c.id === r.commentId));
      expect([d.id, d.commentNum]).toEqual([d.id, comments.length + replies.length]);
      expect([d.id, d.likeNum]).toEqual([d.id, db.discussionLikes.filter((l) => l.did === d.id).length]);
      expect(db.categories.some((c) => c.id === d.categoryId)).toBe(true);
    }
    for (const c of db.comments) {
      expect([c.id, c.likeNum]).toEqual([c.id, db.commentLikes.filter((l) => l.cid === c.id).length]);
    }
    for (const r of db.replies) {
      expect(db.comments.find((c) => c.id === r.commentId)!.gmtCreate.getTime()).toBeLessThan(
        r.gmtCreate.getTime(),
      );
    }
    expect(db.lastIds).toEqual({
      announcements: 6,
      tags: db.tags.length,
      tagClassifications: db.tagClassifications.length,
      categories: 6,
      discussions: 14,
      comments: 16,
      replies: db.replies.length,
      userMsgs: db.userMsgs.length,
      sysNotices: db.sysNotices.length,
      adminNotices: 0,
    });
    expect(db.tags.every((t) => t.tcid === null || db.tagClassifications.some((c) => c.id === t.tcid))).toBe(
      true,
    );
  });
});

describe('resetDb', () => {
  it('restores the seed exactly after changes', () => {
    const seeded = normalized();
    const uids = db.users.map((u) => u.uid);

    db.users.splice(0, 3);
    db.announcements[0]!.title = 'changed';
    db.config.register = false;
    db.tokens.set('t', { uid: 'x', issuedAt: 0, expiresAt: 1 });
    db.loginFailures.set('alice', { count: 3, lockedUntil: 0 });
    db.tags.pop();
    db.tagClassifications[0]!.rank = 9;
    db.discussions[0]!.viewNum += 10;
    db.comments.splice(0, 2);
    db.replies = [];
    db.commentLikes.push({ cid: 1, uid: 'x' });
    nextId('discussions');
    clock.advance(5 * DAY);

    resetDb();
    expect(normalized()).toEqual(seeded);
    expect(db.users.map((u) => u.uid)).toEqual(uids);
    expect(db.tokens.size).toBe(0);
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000);
  });

  it('keeps the identity of the exported store', () => {
    const users = db.users;
    const store = db;
    resetDb();
    expect(db).toBe(store);
    expect(db.users).not.toBe(users);
  });
});
