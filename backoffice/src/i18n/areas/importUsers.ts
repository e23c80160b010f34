import { defineArea } from './defineArea';

export const importUsersMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
