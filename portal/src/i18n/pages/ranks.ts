import { registerMessages } from '../catalog';
import { defineMessages } from '../defineMessages';

/** The ACM and OI rank lists: top-10 chart, search, table. */
export const ranksMessages = defineMessages({
  'zh-CN': {
    'ranks.search': '搜索用户',
    'ranks.search.placeholder': '用户名、昵称或真实姓名',
    'ranks.search.submit': '搜索',
    'ranks.pages': '排名分页',
    'ranks.pageSize': '每页人数',
    'ranks.count.one': '共 {count} 人',
    'ranks.count.other': '共 {count} 人',
    'ranks.loading': '正在加载排名…',
    'ranks.error': '排名加载失败',
    'ranks.empty': '暂无上榜用户',
    'ranks.emptySearch': '没有匹配“{search}”的用户',
    'ranks.table': '排名表',

    'ranks.col.rank': '名次',
    'ranks.col.user': '用户',
    'ranks.col.nickname': '昵称',
    'ranks.col.ac': '通过',
    'ranks.col.total': '提交',
    'ranks.col.score': '总分',
    'ranks.col.acTotal': '通过 / 提交',
    'ranks.col.rating': '通过率',
    'ranks.col.signature': '个性签名',
    'ranks.acLink': '{username} 的 {ac} 次通过提交',

    'ranks.chart.title': '前十名',
    'ranks.chart.caption': '前十名的成绩',
    'ranks.chart.summary': '前十名：{list}',
    'ranks.chart.itemAcm': '{username} 通过 {ac}，提交 {total}',
    'ranks.chart.itemOi': '{username} {score} 分',
    'ranks.chart.separator': '；',
    'ranks.chart.unavailable': '图表无法加载，数据见下方表格。',
  },
  'en-US': {
    'ranks.search': 'Search users',
    'ranks.search.placeholder': 'Username, nickname or real name',
    'ranks.search.submit': 'Search',
    'ranks.pages': 'Rank list pages',
    'ranks.pageSize': 'Per page',
    'ranks.count.one': '{count} user',
    'ranks.count.other': '{count} users',
    'ranks.loading': 'Loading the rank list…',
    'ranks.error': 'The rank list could not be loaded',
    'ranks.empty': 'Nobody is ranked yet',
    'ranks.emptySearch': 'No user matches “{search}”',
    'ranks.table': 'Rank table',

    'ranks.col.rank': 'Rank',
    'ranks.col.user': 'User',
    'ranks.col.nickname': 'Nickname',
    'ranks.col.ac': 'AC',
    'ranks.col.total': 'Total',
    'ranks.col.score': 'Score',
    'ranks.col.acTotal': 'AC / Total',
    'ranks.col.rating': 'Rating',
    'ranks.col.signature': 'Signature',
    'ranks.acLink': '{ac} accepted submissions of {username}',

    'ranks.chart.title': 'Top 10',
    'ranks.chart.caption': 'Results of the top 10',
    'ranks.chart.summary': 'Top 10: {list}',
    'ranks.chart.itemAcm': '{username} {ac} accepted of {total}',
    'ranks.chart.itemOi': '{username} {score} points',
    'ranks.chart.separator': '; ',
    'ranks.chart.unavailable': 'The chart could not be loaded; the numbers are in the table below.',
  },
});

registerMessages(ranksMessages);
