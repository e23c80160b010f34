import { defineArea } from './defineArea';

export const noticesMessages = defineArea({
  'zh-CN': {
    resources: {
      notices: {
        name: '系统通知 |||| 系统通知',
        fields: {
          id: 'ID',
          title: '标题',
          content: '内容（Markdown）',
          type: '接收者',
          adminUsername: '发布者',
          gmtCreate: '创建时间',
          recipientUsername: '接收用户名',
        },
        type: { All: '全体用户', Single: '单个用户', Admin: '管理员' },
        filterAll: '全部',
        preview: '预览',
        recipientKeep: '留空则保持原接收者',
        recipientUnknown: '没有这个用户名的用户',
      },
    },
  },
  'en-US': {
    resources: {
      notices: {
        name: 'System notice |||| System notices',
        fields: {
          id: 'ID',
          title: 'Title',
          content: 'Content (Markdown)',
          type: 'Recipients',
          adminUsername: 'Author',
          gmtCreate: 'Created',
          recipientUsername: 'Recipient username',
        },
        type: { All: 'All users', Single: 'One user', Admin: 'Admins' },
        filterAll: 'All',
        preview: 'Preview',
        recipientKeep: 'Leave empty to keep the current recipient',
        recipientUnknown: 'No user has this username',
      },
    },
  },
});
