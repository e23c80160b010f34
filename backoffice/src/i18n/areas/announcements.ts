import { defineArea } from './defineArea';

export const announcementsMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
