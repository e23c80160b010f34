import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { requireContent } from '../http/posting';
import type { BodyOf, BodyReader } from '../http/request';
import { hook } from '../store/hooks';
import { contestAnnouncements } from '../store/schema/contests';
import { managedContest } from './contestAccess';
import { groupContestMessages as texts, groupStepMessages as steps } from './contentTexts';

type AnnouncementBody = BodyReader<BodyOf<'addGroupContestAnnouncement'>>;

/**
 * The common validators, in the services' order: the title, the content's length, the contest id. (A body
 * without an announcement breaks the backend on reading its title; the mock reads it as one without a title.)
 */
function validate(body: AnnouncementBody): number {
  const announcement = body.object('announcement');
  requireContent(announcement?.string('title') ?? null, texts.announcementTitleItem, 255);
  const content = announcement?.string('content') ?? null;
  if (content !== null && content.length > 65535)
    throw new ApiFailure(400, messages.tooLong(texts.announcementContentItem));
  const cid = body.int('cid');
  if (cid === null) throw new ApiFailure(400, messages.required(texts.contestIdItem));
  return cid;
}

/**
 * A group contest's announcements, for its creator, the group's roots and root; contestants read them through
 * the contest's own announcement calls. The mock keeps each announcement to its contest: one of another contest
 * is not there for the contest the body names (the backend would change it by its id alone).
 */
export const groupContestAnnouncementHandlers = [
  operation('getGroupContestAnnouncementList', 'required', ({ query, user }) => {
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.fetchContestMissing,
      outside: texts.announcementListOutside,
      groupMissing: steps.fetchMissing,
    });
    return {
      data: toPage(hook('contestAnnouncementList')(contest.id), query.page({ current: 1, size: 10 })),
    };
  }),

  operation('addGroupContestAnnouncement', 'required', async ({ body, user }) => {
    const dto = await body();
    managedContest(validate(dto), user, {
      missing: texts.addContestMissing,
      outside: texts.announcementAddOutside,
      groupMissing: steps.addMissing,
    });
    hook('addContestAnnouncementFromBody')(dto, user);
    return { data: null };
  }),

  operation('updateGroupContestAnnouncement', 'required', async ({ body, user }) => {
    const dto = await body();
    const { contest } = managedContest(validate(dto), user, {
      missing: texts.updateContestMissing,
      outside: texts.announcementUpdateOutside,
      groupMissing: steps.updateMissing,
    });
    const row = contestAnnouncements.get(dto.object('announcement')?.int('id') ?? null);
    if (row && row.cid !== contest.id) throw new ApiFailure(400, messages.updateFailed);
    hook('updateContestAnnouncementFromBody')(dto);
    return { data: null };
  }),

  operation('deleteGroupContestAnnouncement', 'required', ({ query, user }) => {
    const aid = query.requiredInt('aid');
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.deleteContestMissing,
      outside: texts.announcementDeleteOutside,
      groupMissing: steps.deleteMissing,
    });
    const row = contestAnnouncements.get(aid);
    if (!row || row.cid !== contest.id) throw new ApiFailure(404, texts.announcementGone);
    contestAnnouncements.delete(row.id);
    return { data: null };
  }),
];
