import { defineArea } from './defineArea';

export const noticesMessages = defineArea({
  'zh-CN': {
    resources: {
      notices: {
        name_other: '系统通知',
        fields: {
          id: 'ID',
          title: '标题',
          content: '内容（Markdown）',
          type: '接收者',
          adminUsername: '发布者',
          gmtCreate: '创建时间',
          state: '推送状态',
          recipientUsername: '接收用户名',
        },
        type: { All: '全体用户', Single: '单个用户', Admin: '管理员' },
        state: { pushed: '已推送', waiting: '等待整点推送', never: '不会推送' },
        typeHelp: '通知在下一个整点推送到用户的消息箱；发给单个用户的通知进入其“我的消息”。',
        adminUnsupported: '管理员（HOJ 后端的推送任务不投递此类通知）',
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
        name_one: 'System notice',
        name_other: 'System notices',
        fields: {
          id: 'ID',
          title: 'Title',
          content: 'Content (Markdown)',
          type: 'Recipients',
          adminUsername: 'Author',
          gmtCreate: 'Created',
          state: 'Push status',
          recipientUsername: 'Recipient username',
        },
        type: { All: 'All users', Single: 'One user', Admin: 'Admins' },
        state: { pushed: 'Pushed', waiting: 'Waiting for the hourly push', never: 'Never delivered' },
        typeHelp:
          'Notices reach users’ boxes at the next full hour; a notice to one user goes to their “Mine” tab.',
        adminUnsupported: 'Admins (the HOJ backend’s push job never delivers these)',
        filterAll: 'All',
        preview: 'Preview',
        recipientKeep: 'Leave empty to keep the current recipient',
        recipientUnknown: 'No user has this username',
      },
    },
  },
});
