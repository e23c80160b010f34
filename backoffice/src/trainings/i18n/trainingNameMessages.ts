import { defineArea } from '@backoffice/i18n/areas/defineArea';

/**
 * The `trainings` and `trainingCategories` resources' names and field labels, which the menu, list columns,
 * filters and inputs read from `resources.<name>.fields`. Small, so the entry chunk can carry them.
 */
export const trainingNameMessages = defineArea({
  'zh-CN': {
    resources: {
      trainings: {
        name_other: '训练',
        notifications: { created: '训练已创建', updated: '训练已保存' },
        fields: {
          id: 'ID',
          title: '标题',
          description: '描述（Markdown）',
          category: '分类',
          categoryId: '分类',
          auth: '权限',
          author: '作者',
          rank: '排序',
          status: '在门户网站显示',
          privatePwd: '训练密码',
          gmtModified: '最后修改',
          q: '搜索（标题、ID 或排序）',
        },
      },
      trainingCategories: {
        name_other: '训练分类',
        fields: { id: 'ID', name: '名称', color: '颜色' },
      },
    },
  },
  'en-US': {
    resources: {
      trainings: {
        name_one: 'Training',
        name_other: 'Trainings',
        notifications: { created: 'Training created', updated: 'Training saved' },
        fields: {
          id: 'ID',
          title: 'Title',
          description: 'Description (Markdown)',
          category: 'Category',
          categoryId: 'Category',
          auth: 'Access',
          author: 'Author',
          rank: 'Rank',
          status: 'Shown on the portal',
          privatePwd: 'Training password',
          gmtModified: 'Last modified',
          q: 'Search (title, ID or rank)',
        },
      },
      trainingCategories: {
        name_one: 'Training category',
        name_other: 'Training categories',
        fields: { id: 'ID', name: 'Name', color: 'Colour' },
      },
    },
  },
});
