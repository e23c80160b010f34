import type { CoreMessageKey } from './enUS';

/** Shared Chinese texts (the default language). */
export const zhCN: Record<CoreMessageKey, string> = {
  'common.loading': '加载中...',
  'common.noData': '暂无数据',

  'error.business': '操作失败',
  'error.unauthorized': '请先登录',
  'error.forbidden': '抱歉，您没有权限进行此操作',
  'error.notFound': '查询错误，找不到要请求的资源',
  'error.server': '服务器错误，请重新刷新',
  'error.timeout': '请求超时，请稍后再试',
  'error.network': '网络错误，与服务器的连接异常，请稍后再试',
  'error.invalidFile': '文件格式无效',

  'download.started': '正在下载...',

  'role.root': '超级管理员',
  'role.admin': '管理员',
  'role.problem_admin': '题目管理员',
  'role.default_user': '普通用户',
  'role.no_subimit_user': '普通用户（禁止提交）',
  'role.no_discuss_user': '普通用户（禁止发帖）',
  'role.mute_user': '普通用户（禁言）',
  'role.no_submit_no_discuss_user': '普通用户（禁止提交、禁止发帖）',
  'role.no_submit_mute_user': '普通用户（禁止提交、禁言）',

  'contest.status.scheduled': '未开始',
  'contest.status.running': '进行中',
  'contest.status.ended': '已结束',
  'contest.type.acm': 'ACM',
  'contest.type.oi': 'OI',
  'contest.auth.public': '公开赛',
  'contest.auth.private': '私有赛',
  'contest.auth.protected': '保护赛',

  'duration.day': '{n} 天',
  'duration.hour': '{n} 小时',
  'duration.minute': '{n} 分钟',
  'duration.second': '{n} 秒',
};
