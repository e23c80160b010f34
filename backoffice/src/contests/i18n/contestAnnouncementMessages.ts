import { defineArea } from '@backoffice/i18n/areas/defineArea';

/** The contest announcements page and its editor dialog. */
export const contestAnnouncementMessages = defineArea({
  'zh-CN': {
    resources: {
      contestAnnouncements: {
        fields: { title: '标题', content: '内容（Markdown）', status: '选手是否可见' },
      },
    },
    hoj: {
      contests: {
        announcements: {
          title: '比赛公告：{title}',
          titleLoading: '比赛公告',
          tableLabel: '比赛「{title}」的公告',
          create: '发布公告',
          preview: '预览',
          author: '发布者',
          created: '发布时间',
          status: '状态',
          actions: '操作',
          visible: '可见',
          hidden: '隐藏',
          empty: '这场比赛还没有公告。',
          loadFailed: '无法加载比赛公告',
          edit: '编辑公告「{title}」',
          delete: '删除公告「{title}」',
          createTitle: '发布比赛公告',
          discardTitle: '放弃填写的公告？',
          editTitle: '编辑比赛公告',
          deleteTitle: '删除公告「{title}」？',
          deleteContent: '选手将不再看到这条公告，且无法恢复。',
          saved: '公告「{title}」已保存',
          deleted: '公告「{title}」已删除',
        },
      },
    },
  },
  'en-US': {
    resources: {
      contestAnnouncements: {
        fields: { title: 'Title', content: 'Content (Markdown)', status: 'Shown to contestants' },
      },
    },
    hoj: {
      contests: {
        announcements: {
          title: 'Contest announcements: {title}',
          titleLoading: 'Contest announcements',
          tableLabel: 'Announcements of contest "{title}"',
          create: 'Publish an announcement',
          preview: 'Preview',
          author: 'Author',
          created: 'Published',
          status: 'Status',
          actions: 'Actions',
          visible: 'Visible',
          hidden: 'Hidden',
          empty: 'This contest has no announcements yet.',
          loadFailed: 'The contest’s announcements could not be loaded',
          edit: 'Edit announcement "{title}"',
          delete: 'Delete announcement "{title}"',
          createTitle: 'Publish a contest announcement',
          discardTitle: 'Discard what you typed?',
          editTitle: 'Edit contest announcement',
          deleteTitle: 'Delete announcement "{title}"?',
          deleteContent: 'Contestants will no longer see it, and it cannot be brought back.',
          saved: 'Announcement "{title}" saved',
          deleted: 'Announcement "{title}" deleted',
        },
      },
    },
  },
});
