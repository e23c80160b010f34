import { defineMessages } from '../defineMessages';

export const accountsMessages = defineMessages({
  'zh-CN': {},
  'en-US': {},
});
