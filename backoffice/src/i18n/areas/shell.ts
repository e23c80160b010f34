import { defineArea } from './defineArea';

export const shellMessages = defineArea({
  'zh-CN': {
    hoj: {
      shell: {
        menu: {
          systemConfig: '系统配置',
          switches: '系统开关',
          problemBatch: '批量操作',
          problemExamine: '团队题目审核',
          problemTransfer: '导入导出题目',
        },
        theme: { dark: '深色主题' },
      },
    },
  },
  'en-US': {
    hoj: {
      shell: {
        menu: {
          systemConfig: 'System config',
          switches: 'Switches',
          problemBatch: 'Batch operations',
          problemExamine: 'Group problem review',
          problemTransfer: 'Import and export',
        },
        theme: { dark: 'Dark theme' },
      },
    },
  },
});
