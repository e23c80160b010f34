import { defineMessages } from '../defineMessages';

/** The application shell: mode menus, contest status bar, unread badge, progress bar, guards, session. */
export const shellMessages = defineMessages({
  'zh-CN': {
    'shell.mode.trainingNav': '训练导航',
    'shell.mode.contestNav': '比赛导航',
    'shell.mode.groupNav': '团队导航',
    'shell.mode.groupHome': '团队首页',
    'shell.mode.trainingHome': '训练首页',
    'shell.mode.problems': '题目列表',
    'shell.mode.contestHome': '比赛首页',
    'shell.mode.mySubmissions': '我的提交',
    'shell.mode.rank': '排名',
    'shell.mode.groupProblems': '团队题目',
    'shell.mode.allContests': '返回比赛列表',
    'shell.mode.allGroups': '返回团队列表',

    'shell.contest.region': '比赛状态',
    'shell.contest.loading': '正在加载比赛信息…',
    'shell.contest.error': '比赛信息加载失败',
    'shell.contest.startsIn': '距开始 {time}',
    'shell.contest.endsIn': '距结束 {time}',
    'shell.contest.over': '比赛已结束',
    'shell.contest.nowRunning': '比赛已开始',
    'shell.contest.nowEnded': '比赛已结束',
    'shell.contest.days': '{days} 天 {time}',

    'shell.unread.one': '{count} 条未读消息',
    'shell.unread.other': '{count} 条未读消息',
    'shell.user.messages': '消息中心',

    'shell.progress.label': '页面加载中',

    'shell.theme.dark': '深色主题',

    'shell.lock.pending': '正在确认访问权限…',
    'shell.lock.scheduled': '比赛尚未开始，开始后即可进入',
    'shell.lock.private': '私有比赛：请先在比赛首页输入密码报名',
    'shell.lock.notMember': '请先加入该团队',
    'shell.lock.notContestAdmin': '无权访问：仅比赛管理员可以打开此页面',
    'shell.lock.error': '无法确认访问权限，请稍后重试',

    'shell.guard.superAdminOnly': '无权访问：该页面仅限超级管理员',
    'shell.session.loggedOutElsewhere': '您已在其他标签页退出登录',
  },
  'en-US': {
    'shell.mode.trainingNav': 'Training navigation',
    'shell.mode.contestNav': 'Contest navigation',
    'shell.mode.groupNav': 'Group navigation',
    'shell.mode.groupHome': 'Group home',
    'shell.mode.trainingHome': 'Training home',
    'shell.mode.problems': 'Problems',
    'shell.mode.contestHome': 'Contest home',
    'shell.mode.mySubmissions': 'My submissions',
    'shell.mode.rank': 'Rank',
    'shell.mode.groupProblems': 'Group problems',
    'shell.mode.allContests': 'Back to contests',
    'shell.mode.allGroups': 'Back to groups',

    'shell.contest.region': 'Contest status',
    'shell.contest.loading': 'Loading the contest…',
    'shell.contest.error': 'The contest could not be loaded',
    'shell.contest.startsIn': 'Starts in {time}',
    'shell.contest.endsIn': 'Ends in {time}',
    'shell.contest.over': 'The contest is over',
    'shell.contest.nowRunning': 'The contest has started',
    'shell.contest.nowEnded': 'The contest has ended',
    'shell.contest.days': '{days} d {time}',

    'shell.unread.one': '{count} unread message',
    'shell.unread.other': '{count} unread messages',
    'shell.user.messages': 'Messages',

    'shell.progress.label': 'Loading the page',

    'shell.theme.dark': 'Dark theme',

    'shell.lock.pending': 'Checking your access…',
    'shell.lock.scheduled': 'Not started yet: this opens when the contest starts',
    'shell.lock.private': 'Private contest: register with its password on the contest home first',
    'shell.lock.notMember': 'Join the group first',
    'shell.lock.notContestAdmin': 'No access: only the contest administrators may open this page',
    'shell.lock.error': 'Your access could not be checked; please try again later',

    'shell.guard.superAdminOnly': 'No access: only the super administrator may open this page',
    'shell.session.loggedOutElsewhere': 'You logged out in another tab',
  },
});
