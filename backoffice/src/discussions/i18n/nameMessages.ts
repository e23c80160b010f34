import { defineArea } from '@backoffice/i18n/areas/defineArea';

/** The resources' names: the menu shows them before the moderation pages (and their other texts) have loaded. */
export const discussionNameMessages = defineArea({
  'zh-CN': {
    resources: {
      discussions: { name_other: '讨论' },
      discussionReports: { name_other: '讨论举报' },
    },
  },
  'en-US': {
    resources: {
      discussions: { name_one: 'Discussion', name_other: 'Discussions' },
      discussionReports: { name_one: 'Discussion report', name_other: 'Discussion reports' },
    },
  },
});
