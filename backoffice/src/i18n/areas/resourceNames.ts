import { defineArea } from './defineArea';

/**
 * The names of the content resources, which the menu shows before any of their pages has loaded; every other
 * text of those resources travels with their pages (each page registers its area).
 */
export const resourceNameMessages = defineArea({
  'zh-CN': {
    resources: {
      problems: { name_other: '题目' },
      tags: { name_other: '标签' },
      tagClassifications: { name_other: '标签分类' },
      contests: { name_other: '比赛' },
    },
  },
  'en-US': {
    resources: {
      problems: { name_one: 'Problem', name_other: 'Problems' },
      tags: { name_one: 'Tag', name_other: 'Tags' },
      tagClassifications: { name_one: 'Tag classification', name_other: 'Tag classifications' },
      contests: { name_one: 'Contest', name_other: 'Contests' },
    },
  },
});
