import { registerMessages } from '@portal/i18n/catalog';
import { defineMessages } from '../defineMessages';

/**
 * A discussion's controls and moderation, on its page and in the lists (the lists' own texts: discussionList.ts;
 * the dialogs': discussionEditor.ts).
 */
export const discussionsMessages = defineMessages({
  'zh-CN': {
    'discussions.actions.label': '对“{title}”的操作',
    'discussions.actions.edit': '编辑',
    'discussions.actions.delete': '删除',
    'discussions.actions.pin': '置顶',
    'discussions.actions.status': '“{title}”的状态',
    'discussions.actions.report': '举报',
    'discussions.status.normal': '正常',
    'discussions.status.banned': '封禁',
    'discussions.delete.title': '删除讨论',
    'discussions.delete.message': '确定删除讨论“{title}”吗？它的评论和回复也会一起删除，且无法恢复。',
    'discussions.editor.cancel': '取消',
    'discussions.toast.posted': '发布成功',
    'discussions.toast.updated': '修改成功',
    'discussions.toast.deleted': '删除成功',
    'discussions.toast.pinned': '已置顶',
    'discussions.toast.unpinned': '已取消置顶',
    'discussions.toast.statusChanged': '状态已修改',
  },
  'en-US': {
    'discussions.actions.label': 'Actions on "{title}"',
    'discussions.actions.edit': 'Edit',
    'discussions.actions.delete': 'Delete',
    'discussions.actions.pin': 'Pin',
    'discussions.actions.status': 'Status of "{title}"',
    'discussions.actions.report': 'Report',
    'discussions.status.normal': 'Normal',
    'discussions.status.banned': 'Banned',
    'discussions.delete.title': 'Delete discussion',
    'discussions.delete.message':
      'Delete the discussion "{title}"? Its comments and replies go with it, and it cannot be undone.',
    'discussions.editor.cancel': 'Cancel',
    'discussions.toast.posted': 'Post successful',
    'discussions.toast.updated': 'Update successful',
    'discussions.toast.deleted': 'Delete successful',
    'discussions.toast.pinned': 'Pinned',
    'discussions.toast.unpinned': 'Unpinned',
    'discussions.toast.statusChanged': 'Status changed',
  },
});

registerMessages(discussionsMessages);
