import { defineMessages } from '../defineMessages';

export const profileMessages = defineMessages({
  'zh-CN': {},
  'en-US': {},
});
