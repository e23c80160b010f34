import { defineArea } from './defineArea';

export const userAdminMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
