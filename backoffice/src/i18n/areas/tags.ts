import { defineArea } from './defineArea';
import { REMOTE_JUDGE_NAMES } from '@hoj/core/domain/remoteJudges';

export const tagsMessages = defineArea({
  'zh-CN': {
    resources: {
      tags: {
        name_other: '标签',
        fields: { id: 'ID', name: '名称', color: '颜色', oj: '所属 OJ', tcid: '分类', gmtCreate: '创建时间' },
      },
      tagClassifications: {
        name_other: '标签分类',
        fields: {
          id: 'ID',
          name: '名称',
          oj: '所属 OJ',
          rank: '排序',
          tagCount: '标签数',
          gmtCreate: '创建时间',
        },
      },
    },
    hoj: {
      tags: {
        judge: { ME: '本站', ...REMOTE_JUDGE_NAMES },
        unclassified: '未分类',
        allClassifications: '全部分类',
        search: '搜索名称',
        manageClassifications: '管理分类',
        backToTags: '返回标签',
        deleteTitle: '删除标签「{name}」？',
        deleteContent: '所有带有此标签的题目都会失去它，此操作无法撤销。',
        duplicate: '该 OJ 下已有同名标签，请勿重复添加',
        duplicateNamed: '{judge}已有标签「{name}」（不区分大小写和首尾空格），请勿重复添加。',
        classificationDuplicate: '该 OJ 下已有同名分类，请勿重复添加',
        classificationRequired: '请为这个标签选择新 OJ 下的分类',
        cannotUnclassify: '已分类的标签不能改回未分类（服务器会忽略），只能换到其他分类。',
        colorInvalid: '请输入十六进制颜色，例如 #409eff',
        usePreset: '使用颜色 {color}',
        pickColor: '选择颜色',
        hex: '十六进制颜色',
        preview: '预览',
        previewName: '标签名称',
        contrast: '文字对比度 {ratio}:1',
        lowContrast:
          '标签文字在此颜色上对比度只有 {ratio}:1（建议至少 {min}:1），不易看清，请换深一些或浅一些的颜色。',
        deleteClassificationTitle: '删除分类「{name}」？',
        deleteClassificationContent_other: '分类中的 {count} 个标签不会被删除，但会变为未分类。',
        rankAndCount_other: '排序 {rank} · {count} 个标签',
        rankRange: '排序必须是 0 到 {max} 之间的整数',
        rankHelp: '数字越小越靠前',
      },
    },
  },
  'en-US': {
    resources: {
      tags: {
        name_one: 'Tag',
        name_other: 'Tags',
        fields: {
          id: 'ID',
          name: 'Name',
          color: 'Colour',
          oj: 'Judge',
          tcid: 'Classification',
          gmtCreate: 'Created',
        },
      },
      tagClassifications: {
        name_one: 'Tag classification',
        name_other: 'Tag classifications',
        fields: { id: 'ID', name: 'Name', oj: 'Judge', rank: 'Rank', tagCount: 'Tags', gmtCreate: 'Created' },
      },
    },
    hoj: {
      tags: {
        judge: { ME: 'This site', ...REMOTE_JUDGE_NAMES },
        unclassified: 'Unclassified',
        allClassifications: 'All classifications',
        search: 'Search names',
        manageClassifications: 'Classifications',
        backToTags: 'Tags',
        deleteTitle: 'Delete tag "{name}"?',
        deleteContent: 'Every problem carrying this tag loses it. This cannot be undone.',
        duplicate: 'This judge has a tag of this name already: do not add it again',
        duplicateNamed:
          '{judge} has the tag "{name}" already (letter case and outer spaces aside): do not add it again.',
        classificationDuplicate: 'This judge has a classification of this name already: do not add it again',
        classificationRequired: "Choose one of the new judge's classifications for this tag",
        cannotUnclassify:
          'A classified tag cannot be made unclassified again (the server ignores it); move it to another classification instead.',
        colorInvalid: 'Enter a hex colour such as #409eff',
        usePreset: 'Use colour {color}',
        pickColor: 'Pick a colour',
        hex: 'Hex colour',
        preview: 'Preview',
        previewName: 'Tag name',
        contrast: 'Text contrast {ratio}:1',
        lowContrast:
          'The label has a contrast of only {ratio}:1 on this colour (at least {min}:1 is advised) and is hard to read: pick a darker or lighter colour.',
        deleteClassificationTitle: 'Delete classification "{name}"?',
        deleteClassificationContent_one: 'Its tag is kept but becomes unclassified.',
        deleteClassificationContent_other: 'Its {count} tags are kept but become unclassified.',
        rankAndCount_one: 'Rank {rank} · {count} tag',
        rankAndCount_other: 'Rank {rank} · {count} tags',
        rankRange: 'The rank must be a whole number from 0 to {max}',
        rankHelp: 'Smaller ranks come first',
      },
    },
  },
});
