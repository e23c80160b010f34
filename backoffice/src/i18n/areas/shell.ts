import { defineArea } from './defineArea';

export const shellMessages = defineArea({
  'zh-CN': { hoj: { shell: { menu: { systemConfig: '系统配置', switches: '系统开关' } } } },
  'en-US': { hoj: { shell: { menu: { systemConfig: 'System config', switches: 'Switches' } } } },
});
