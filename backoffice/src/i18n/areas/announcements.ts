import { defineArea } from './defineArea';

export const announcementsMessages = defineArea({
  'zh-CN': {
    resources: {
      announcements: {
        name: '公告 |||| 公告',
        fields: {
          id: 'ID',
          title: '标题',
          content: '内容（Markdown）',
          username: '发布者',
          gmtCreate: '创建时间',
          status: '可见性',
        },
        status: { visible: '可见', hidden: '隐藏' },
        preview: '预览',
        toggleVisible: '公告「%{title}」对用户可见',
      },
    },
  },
  'en-US': {
    resources: {
      announcements: {
        name: 'Announcement |||| Announcements',
        fields: {
          id: 'ID',
          title: 'Title',
          content: 'Content (Markdown)',
          username: 'Author',
          gmtCreate: 'Created',
          status: 'Visibility',
        },
        status: { visible: 'Visible', hidden: 'Hidden' },
        preview: 'Preview',
        toggleVisible: 'Announcement "%{title}" is visible to users',
      },
    },
  },
});
