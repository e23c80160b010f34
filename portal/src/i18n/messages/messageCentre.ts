import { defineMessages } from '../defineMessages';

export const messageCentreMessages = defineMessages({
  'zh-CN': {},
  'en-US': {},
});
