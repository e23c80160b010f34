import { defineMessages } from '../defineMessages';

export const settingsMessages = defineMessages({
  'zh-CN': {},
  'en-US': {},
});
