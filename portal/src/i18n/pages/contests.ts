import { registerMessages } from '@portal/i18n/catalog';
import { defineMessages } from '../defineMessages';

/** A contest's pages: its problem list with the balloon colours. */
export const contestsMessages = defineMessages({
  'zh-CN': {
    'contests.problems.title': '比赛题目',
    'contests.problems.heading': '{title} · 题目',
    'contests.problems.loading': '正在加载比赛题目…',
    'contests.problems.error': '比赛题目加载失败',
    'contests.problems.empty': '这场比赛还没有题目',
    'contests.problems.table': '比赛题目列表',
    'contests.problems.col.balloon': '气球',
    'contests.problems.col.id': '题号',
    'contests.problems.col.title': '标题',
    'contests.problems.col.acTotal': '通过 / 提交',
    'contests.problems.balloon': '气球颜色 {color}',
    'contests.problems.noBalloon': '未设置气球颜色',
  },
  'en-US': {
    'contests.problems.title': 'Contest problems',
    'contests.problems.heading': '{title} · Problems',
    'contests.problems.loading': 'Loading the contest problems…',
    'contests.problems.error': 'The contest problems could not be loaded',
    'contests.problems.empty': 'This contest has no problems yet',
    'contests.problems.table': 'Contest problems',
    'contests.problems.col.balloon': 'Balloon',
    'contests.problems.col.id': 'Problem',
    'contests.problems.col.title': 'Title',
    'contests.problems.col.acTotal': 'Accepted / Submitted',
    'contests.problems.balloon': 'Balloon colour {color}',
    'contests.problems.noBalloon': 'No balloon colour',
  },
});

registerMessages(contestsMessages);
