import type { MockDomain } from '../store/domain';
import { adminNoticeHandlers } from './adminNoticeHandlers';
import { messageHandlers } from './messageHandlers';
import { seedMessages } from './seed';
import { adminNotices, sysNotices, userMsgs } from '../store/schema/messages';

/** Messages: comment, reply and like notifications, system and personal notices, and the notices admins write. */
export const messagesDomain: MockDomain = {
  name: 'messages',
  seed(ctx) {
    const seed = seedMessages(ctx);
    userMsgs.fill(seed.userMsgs);
    adminNotices.fill(seed.adminNotices);
    sysNotices.fill(seed.sysNotices);
  },
  handlers: [...messageHandlers, ...adminNoticeHandlers],
};
