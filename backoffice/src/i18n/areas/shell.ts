import { defineArea } from './defineArea';

export const shellMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
