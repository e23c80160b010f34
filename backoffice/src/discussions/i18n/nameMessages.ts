import { defineArea } from '@backoffice/i18n/areas/defineArea';

/** The resources' names: the menu shows them before the moderation pages (and their other texts) have loaded. */
export const discussionNameMessages = defineArea({
  'zh-CN': {
    resources: {
      discussions: { name: '讨论 |||| 讨论' },
      discussionReports: { name: '讨论举报 |||| 讨论举报' },
    },
  },
  'en-US': {
    resources: {
      discussions: { name: 'Discussion |||| Discussions' },
      discussionReports: { name: 'Discussion report |||| Discussion reports' },
    },
  },
});
