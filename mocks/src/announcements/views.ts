import type { AnnouncementVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import type { AnnouncementRow } from '../store/schema/announcements';

export function toAnnouncementVO(row: AnnouncementRow): AnnouncementVO {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    uid: row.uid,
    username: userByUid(row.uid)?.username ?? null,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}
