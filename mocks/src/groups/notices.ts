import { clock } from '../store/clock';
import { deliverAdminNotice } from '../store/rules/notices';
import { adminNotices } from '../store/schema/messages';
import { groupMembers } from '../store/schema/groups';
import type { GroupRow } from '../store/schema/groups';
import { GroupMemberAuth } from '@generated/model/index';
import { groupNotices } from './texts';

/**
 * The backend writes group events as system notices of type `Single`, already pushed, into the recipients'
 * "mine" boxes: one notice row, one box row per recipient. Nobody is left out, the one who acted included.
 */
function send(title: string, content: string, recipients: readonly string[]): void {
  if (recipients.length === 0) return;
  const now = clock.now();
  const notice = adminNotices.insert({
    id: adminNotices.nextId(),
    title,
    content,
    type: 'Single',
    recipientUid: recipients.length === 1 ? (recipients[0] ?? null) : null,
    adminUid: null,
    state: true,
    gmtCreate: now,
    gmtModified: now,
  });
  deliverAdminNotice(notice, recipients, 'Mine');
}

/** Java writes a missing name as "null". */
const nameOf = (group: GroupRow) => group.name ?? 'null';

/** To the group's roots (level 5): somebody applied. */
export function noticeApplication(group: GroupRow, applicant: string): void {
  const roots = groupMembers
    .where('gid', group.id)
    .filter((m) => m.auth === GroupMemberAuth.ROOT)
    .map((m) => m.uid);
  send(groupNotices.applyTitle, groupNotices.apply(group.id, nameOf(group), applicant), roots);
}

/** To a new member: joined a public group, or an application was answered. */
export function noticeWelcome(group: GroupRow, uid: string): void {
  send(groupNotices.welcomeTitle, groupNotices.welcome(group.id, nameOf(group)), [uid]);
}

export function noticeRemoval(group: GroupRow, operator: string, uid: string): void {
  send(groupNotices.removeTitle, groupNotices.remove(group.id, nameOf(group), operator), [uid]);
}

/** To everyone who was a member (levels 3–5) when the group was disbanded. */
export function noticeDissolution(group: GroupRow, operator: string, memberUids: readonly string[]): void {
  send(groupNotices.dissolveTitle, groupNotices.dissolve(group.id, nameOf(group), operator), memberUids);
}
