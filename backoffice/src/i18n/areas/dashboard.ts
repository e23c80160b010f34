import { defineArea } from './defineArea';

export const dashboardMessages = defineArea({ 'zh-CN': {}, 'en-US': {} });
