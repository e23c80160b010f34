import { defineArea } from './defineArea';

export const announcementsMessages = defineArea({
  'zh-CN': {
    resources: {
      announcements: {
        name_other: '公告',
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
        toggleVisible: '公告「{title}」对用户可见',
        confirmHideTitle: '隐藏公告「{title}」？',
        confirmHide: '隐藏后，门户网站的所有用户将立即看不到这条公告。',
        confirmShowTitle: '发布公告「{title}」？',
        confirmShow: '发布后，门户网站的所有用户将立即看到这条公告。',
        hidden: '公告「{title}」已隐藏',
        published: '公告「{title}」已发布',
      },
    },
  },
  'en-US': {
    resources: {
      announcements: {
        name_one: 'Announcement',
        name_other: 'Announcements',
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
        toggleVisible: 'Announcement "{title}" is visible to users',
        confirmHideTitle: 'Hide announcement "{title}"?',
        confirmHide: 'Once hidden, no one on the portal sees this announcement any more.',
        confirmShowTitle: 'Publish announcement "{title}"?',
        confirmShow: 'Once published, everyone on the portal sees this announcement at once.',
        hidden: 'Announcement "{title}" hidden',
        published: 'Announcement "{title}" published',
      },
    },
  },
});
