import { defineArea } from './defineArea';

export const noticesMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
