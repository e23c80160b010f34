import { defineArea } from './defineArea';

/**
 * The names of the content resources, which the menu shows before any of their pages has loaded; every other
 * text of those resources travels with their pages (each page registers its area).
 */
export const resourceNameMessages = defineArea({
  'zh-CN': {
    resources: {
      problems: { name: '题目 |||| 题目' },
      tags: { name: '标签 |||| 标签' },
      tagClassifications: { name: '标签分类 |||| 标签分类' },
      contests: { name: '比赛 |||| 比赛' },
    },
  },
  'en-US': {
    resources: {
      problems: { name: 'Problem |||| Problems' },
      tags: { name: 'Tag |||| Tags' },
      tagClassifications: { name: 'Tag classification |||| Tag classifications' },
      contests: { name: 'Contest |||| Contests' },
    },
  },
});
