import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { hook } from '../store/hooks';
import { removeContest } from '../store/rules/contestCascade';
import { contests } from '../store/schema/contests';
import { requireLiveGroup } from './access';
import { managedContest } from './contestAccess';
import { requireAdmin, requireMember } from './contentAccess';
import { groupContestMessages as texts, groupStepMessages as steps } from './contentTexts';

/**
 * A group's contests. Their pages (home, problems, submissions, boards) are the site's contest calls, which let
 * only the group's members in; these are the group's lists and its admins' editor.
 */
export const groupContestHandlers = [
  // Members see the group's visible contests, latest start first.
  operation('getGroupContestList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.listMissing);
    requireMember(group, user);
    const now = clock.now();
    const rows = contests
      .filter((c) => c.gid === group.id && c.visible)
      .sort((a, b) => b.startTime.getTime() - a.startTime.getTime());
    return {
      data: toPage(rows, query.page({ current: 1, size: 10 }), (c) => hook('toContestVO')(c, now)),
    };
  }),

  // Group admins see every contest of the group, hidden ones too, newest first.
  operation('getGroupAdminContestList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.listMissing);
    requireAdmin(group, user);
    const now = clock.now();
    const rows = contests.filter((c) => c.gid === group.id).sort((a, b) => b.id - a.id);
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), (c) => hook('toContest')(c, now)) };
  }),

  // The editor's record, password included: the creator, a group root or root.
  operation('getGroupContest', 'required', ({ query, user }) => {
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.fetchContestMissing,
      outside: texts.fetchOutside,
      groupMissing: texts.fetchMissing,
    });
    return { data: hook('toAdminContestVO')(contest, clock.now()) };
  }),

  // A group admin's new contest, saved by the contest editor's rules.
  operation('addGroupContest', 'required', async ({ body, user }) => {
    const dto = await body();
    const gid = dto.int('gid');
    if (gid === null) throw new ApiFailure(404, texts.addGidMissing);
    const group = requireLiveGroup(gid, user, steps.addMissing);
    requireAdmin(group, user);
    hook('addContestFromBody')(dto, user, group.id);
    return { data: null };
  }),

  operation('updateGroupContest', 'required', async ({ body, user }) => {
    const dto = await body();
    const cid = dto.int('id');
    if (cid === null) throw new ApiFailure(404, texts.updateIdMissing);
    const { contest } = managedContest(cid, user, {
      missing: texts.updateContestMissing,
      outside: texts.updateOutside,
      groupMissing: steps.updateMissing,
    });
    hook('updateContestFromBody')(dto, contest);
    return { data: null };
  }),

  // Its problems' labels, registrations, announcements and submissions go with it; the problems stay.
  operation('deleteGroupContest', 'required', ({ query, user }) => {
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.deleteContestMissing,
      outside: texts.deleteOutside,
      groupMissing: steps.deleteMissing,
    });
    removeContest(contest);
    return { data: null };
  }),

  operation('changeGroupContestVisible', 'required', ({ query, user }) => {
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.visibleContestMissing,
      outside: texts.visibleOutside,
      groupMissing: texts.visibleMissing,
    });
    contests.update(contest, { visible: query.requiredBool('visible'), gmtModified: clock.now() });
    return { data: null };
  }),
];
