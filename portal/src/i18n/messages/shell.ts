import { defineMessages } from '../defineMessages';

export const shellMessages = defineMessages({
  'zh-CN': {},
  'en-US': {},
});
