import { defineMessages } from '../defineMessages';

export const commentsMessages = defineMessages({
  'zh-CN': {},
  'en-US': {},
});
