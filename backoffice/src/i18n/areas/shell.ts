import { defineArea } from './defineArea';

export const shellMessages = defineArea({
  'zh-CN': {
    hoj: { shell: { menu: { systemConfig: '系统配置', switches: '系统开关' }, theme: { dark: '深色主题' } } },
  },
  'en-US': {
    hoj: {
      shell: { menu: { systemConfig: 'System config', switches: 'Switches' }, theme: { dark: 'Dark theme' } },
    },
  },
});
