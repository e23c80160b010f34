import { registerMessages } from '@portal/i18n/catalog';
import { defineMessages } from '../defineMessages';

/**
 * What the contest shell shows before any contest page's own code has arrived: the menu's contest tabs. Kept
 * small: the app's entry brings it (the rest of the shell's texts come with the contest pages, `contests.ts`).
 */
export const contestShellMessages = defineMessages({
  'zh-CN': {
    'contestShell.menu.announcements': '比赛公告',
    'contestShell.menu.comment': '评论',
    'contestShell.menu.print': '打印',
    'contestShell.menu.acInfo': '管理助手',
    'contestShell.menu.adminPrint': '打印管理',
    'contestShell.menu.rejudge': '重测',
    'contestShell.menu.scrollBoard': '滚榜',
  },
  'en-US': {
    'contestShell.menu.announcements': 'Announcements',
    'contestShell.menu.comment': 'Comments',
    'contestShell.menu.print': 'Print',
    'contestShell.menu.acInfo': 'AC info',
    'contestShell.menu.adminPrint': 'Admin print',
    'contestShell.menu.rejudge': 'Rejudge',
    'contestShell.menu.scrollBoard': 'Scroll board',
  },
});

registerMessages(contestShellMessages);
