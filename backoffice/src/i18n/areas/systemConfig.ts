import { defineArea } from './defineArea';

export const systemConfigMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
