import { userByUid, type UserRow } from '@hoj/mocks/store/schema/accounts';
import { ApiFailure, integrityViolation } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { operation } from '@hoj/mocks/http/operation';
import { toPage } from '@hoj/mocks/http/page';
import { clock } from '@hoj/mocks/store/clock';
import { contestRegisters, contests, type ContestRow } from '@hoj/mocks/store/schema/contests';
import { ensureContestRows } from '@hoj/mocks/store/queries/contests';
import { removeContest } from '@hoj/mocks/store/rules/contestCascade';
import { contestSettings, type ContestBody } from './contestBody';
import { adminContestMessages as texts } from './texts';
import { toAdminContestVO, toContest } from './views';

/** Only root and the contest's creator may load, edit or show/hide a contest (the service's own check). */
const mayManage = (user: UserRow, ownerUid: string | null) => user.role === 'root' || user.uid === ownerUid;

function requireContest(cid: number | null, message: string): ContestRow {
  const contest = contests.get(cid);
  if (!contest) throw new ApiFailure(400, message);
  return contest;
}

/**
 * The owner a body names. hoj-vue sends the logged-in admin; a uid that is no user breaks the foreign key.
 * Without one the mock takes the caller, so a client that leaves it out still owns what it creates.
 */
function ownerOf(body: ContestBody, caller: UserRow): string {
  const uid = body.string('uid');
  if (uid === null) return caller.uid;
  if (!userByUid(uid)) throw integrityViolation();
  return uid;
}

/** Back-office list: contests outside groups whose title or id contains the keyword, latest start first. */
function listed(keyword: string | undefined): ContestRow[] {
  return contests
    .filter(
      (c) => c.gid === null && (!keyword || c.title.includes(keyword) || String(c.id).includes(keyword)),
    )
    .sort((a, b) => b.startTime.getTime() - a.startTime.getTime() || b.id - a.id);
}

/** A new contest of `gid` (null: the site's) from the editor's body, owned by the uid it names. */
export function addContestFromBody(body: ContestBody, caller: UserRow, gid: number | null): ContestRow {
  const uid = ownerOf(body, caller);
  const settings = contestSettings(body);
  const now = clock.now();
  return contests.insert({
    ...settings,
    id: contests.nextId(),
    uid,
    count: 0,
    gid,
    source: 0,
    gmtCreate: now,
    gmtModified: now,
  });
}

/**
 * The editor's body over a contest, saved whole but the fields sent null keep their values (`updateById`). A new
 * password of a private or protected contest drops its registrations.
 */
export function updateContestFromBody(body: ContestBody, contest: ContestRow): void {
  const settings = contestSettings(body, contest);
  // Mock guard: the board, the awards and every submission's score follow the rule the contest was made with.
  if (settings.type !== contest.type) throw new ApiFailure(400, texts.typeLocked);
  const uid = body.string('uid') ?? contest.uid;
  if (!userByUid(uid)) throw integrityViolation();
  const passwordChanged = settings.auth !== 0 && settings.pwd !== contest.pwd;
  // The registrations a new password drops must be there to drop.
  if (passwordChanged) ensureContestRows(contest.id);
  contests.update(contest, { ...settings, uid, gmtModified: clock.now() });
  if (passwordChanged) {
    for (const r of contestRegisters.where('cid', contest.id)) contestRegisters.delete(`${r.cid}:${r.uid}`);
    contests.update(contest, { count: 0 });
  }
}

export const adminContestHandlers = [
  operation('getAdminContestList', 'required', ({ query }) => {
    const now = clock.now();
    return {
      data: toPage(listed(query.string('keyword')), query.page({ current: 1, size: 10 }), (row) =>
        toContest(row, now),
      ),
    };
  }),

  operation('getAdminContest', 'required', ({ query, user }) => {
    const contest = requireContest(query.requiredInt('cid'), texts.missing);
    if (!mayManage(user, contest.uid)) throw new ApiFailure(403, messages.noPermissionToOperate);
    return { data: toAdminContestVO(contest, clock.now()) };
  }),

  operation('addAdminContest', 'required', async (ctx) => {
    addContestFromBody(await ctx.body(), ctx.user, null);
    return { data: null };
  }),

  // The caller must be root or name themselves as the owner.
  operation('updateAdminContest', 'required', async (ctx) => {
    const body = await ctx.body();
    if (!mayManage(ctx.user, body.string('uid'))) throw new ApiFailure(403, messages.noPermissionToOperate);
    const contest = requireContest(body.int('id'), messages.updateFailed);
    // Mock guard: the backend checks only the uid sent, which would let an admin take over another's contest.
    if (!mayManage(ctx.user, contest.uid)) throw new ApiFailure(403, messages.noPermissionToOperate);
    updateContestFromBody(body, contest);
    return { data: null };
  }),

  // Root only (x-roles). Everything that hangs off the contest goes with it.
  operation('deleteAdminContest', 'required', ({ query }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest) throw new ApiFailure(400, messages.deleteFailed);
    removeContest(contest);
    return { data: null };
  }),

  // `uid` names the contest's creator as the client knows it; only root may pass someone else's.
  operation('changeAdminContestVisible', 'required', ({ query, user }) => {
    const cid = query.requiredInt('cid');
    const uid = query.requiredString('uid');
    const visible = query.requiredBool('visible');
    if (!mayManage(user, uid)) throw new ApiFailure(403, messages.noPermissionToOperate);
    const contest = requireContest(cid, messages.updateFailed);
    contests.update(contest, { visible, gmtModified: clock.now() });
    return { data: null };
  }),

  // The row only: title marked, the original as source, the caller as owner; no problems, no registrations.
  operation('cloneAdminContest', 'required', ({ query, user }) => {
    const original = contests.get(query.requiredInt('cid'));
    if (!original) throw new ApiFailure(500, texts.cloneMissing);
    const now = clock.now();
    contests.insert({
      ...original,
      id: contests.nextId(),
      uid: user.uid,
      title: `${original.title} [Cloned]`,
      source: original.id,
      count: 0,
      starAccount: [...original.starAccount],
      awardConfig: original.awardConfig.map((band) => ({ ...band })),
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),
];
