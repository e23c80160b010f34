import { defineArea } from '@backoffice/i18n/areas/defineArea';

/**
 * The contest resource's name and field labels (the menu needs them before any contest page loads) and the
 * list's own texts.
 */
export const contestListMessages = defineArea({
  'zh-CN': {
    resources: {
      contests: {
        name_other: '比赛',
        fields: {
          id: 'ID',
          q: '搜索标题或 ID',
          title: '标题',
          type: '赛制',
          auth: '权限',
          status: '状态',
          startTime: '开始时间',
          duration: '时长',
          visible: '可见',
          author: '创建者',
          actions: '操作',
        },
      },
    },
    hoj: {
      contests: {
        list: {
          edit: '编辑比赛「{title}」',
          problems: '比赛「{title}」的题目',
          announcements: '比赛「{title}」的公告',
          download: '下载比赛「{title}」的 AC 代码',
          clone: '克隆比赛「{title}」',
          delete: '删除比赛「{title}」',
          toggleVisible: '比赛「{title}」对选手可见',
          shown: '比赛「{title}」已对选手可见',
          hidden: '比赛「{title}」已对选手隐藏',
          cloneTitle: '克隆比赛「{title}」？',
          cloneContent: '将复制比赛的设置（标题后加上 [Cloned]），由你创建；题目和公告不会复制。',
          cloned: '已克隆比赛「{title}」',
          deleteTitle: '删除比赛「{title}」？',
          deleteContent:
            '比赛的题目列表、报名记录、公告和比赛中的全部提交都会一起删除，且无法恢复。题目本身仍保留在题库中。',
          deleted: '比赛「{title}」已删除',
          notYours: '只有超级管理员和比赛创建者可以编辑此比赛',
        },
        download: {
          title: '下载 AC 代码',
          intro: '打包比赛「{title}」中每位选手每道题最后一次通过的代码。',
          excludeAdmin: '排除管理员的提交',
          splitType: '文件夹划分方式',
          byUser: '按用户（alice/A.cpp）',
          byProblem: '按题目（A/alice.cpp）',
          submit: '下载',
          downloaded: '已下载 {name}',
        },
      },
    },
  },
  'en-US': {
    resources: {
      contests: {
        name_one: 'Contest',
        name_other: 'Contests',
        fields: {
          id: 'ID',
          q: 'Search title or ID',
          title: 'Title',
          type: 'Rule',
          auth: 'Access',
          status: 'Status',
          startTime: 'Start time',
          duration: 'Duration',
          visible: 'Visible',
          author: 'Creator',
          actions: 'Actions',
        },
      },
    },
    hoj: {
      contests: {
        list: {
          edit: 'Edit contest "{title}"',
          problems: 'Problems of contest "{title}"',
          announcements: 'Announcements of contest "{title}"',
          download: 'Download the accepted code of contest "{title}"',
          clone: 'Clone contest "{title}"',
          delete: 'Delete contest "{title}"',
          toggleVisible: 'Contest "{title}" is visible to contestants',
          shown: 'Contest "{title}" is now visible to contestants',
          hidden: 'Contest "{title}" is now hidden from contestants',
          cloneTitle: 'Clone contest "{title}"?',
          cloneContent:
            'Its settings are copied (the title gets [Cloned]) and you become its creator; problems and announcements are not copied.',
          cloned: 'Contest "{title}" cloned',
          deleteTitle: 'Delete contest "{title}"?',
          deleteContent:
            'Its problem list, registrations, announcements and every submission made in it are deleted too, for good. The problems themselves stay in the problem bank.',
          deleted: 'Contest "{title}" deleted',
          notYours: 'Only the super admin and the contest’s creator may edit this contest',
        },
        download: {
          title: 'Download accepted code',
          intro: 'Zips the last accepted program of every contestant for every problem of "{title}".',
          excludeAdmin: 'Leave out the admins’ submissions',
          splitType: 'Folders',
          byUser: 'One per user (alice/A.cpp)',
          byProblem: 'One per problem (A/alice.cpp)',
          submit: 'Download',
          downloaded: 'Downloaded {name}',
        },
      },
    },
  },
});
