import { defineArea } from '@backoffice/i18n/areas/defineArea';

/**
 * The `problems` resource's name and the field labels react-admin reads from `resources.problems.fields`
 * (list columns, filters and the editor's inputs). Small, so the menu can carry it in the entry chunk.
 */
export const problemResourceMessages = defineArea({
  'zh-CN': {
    resources: {
      problems: {
        name: '题目 |||| 题目',
        fields: {
          id: 'ID',
          problemId: '展示 ID',
          title: '标题',
          author: '作者',
          gmtCreate: '创建时间',
          gmtModified: '最后修改',
          auth: '可见性',
          q: '搜索',
          oj: '题库',
          timeLimit: '时间限制（毫秒）',
          memoryLimit: '内存限制（MB）',
          stackLimit: '栈限制（MB）',
          difficulty: '难度',
          type: '题目类型',
          codeShare: '允许用户分享通过的代码',
          description: '题目描述',
          input: '输入描述',
          output: '输出描述',
          hint: '提示',
          source: '来源',
          isRemoveEndBlank: '比较前去掉行末空白',
          openCaseResult: '向用户展示每个测试点的结果',
          isFileIO: '文件读写（不使用标准输入输出）',
          ioReadFileName: '输入文件名',
          ioWriteFileName: '输出文件名',
          judgeMode: '判题模式',
          judgeCaseMode: '测试点模式',
          spjLanguage: '判题程序语言',
          languages: '可用语言',
        },
      },
    },
  },
  'en-US': {
    resources: {
      problems: {
        name: 'Problem |||| Problems',
        fields: {
          id: 'ID',
          problemId: 'Display ID',
          title: 'Title',
          author: 'Author',
          gmtCreate: 'Created',
          gmtModified: 'Last modified',
          auth: 'Visibility',
          q: 'Search',
          oj: 'Bank',
          timeLimit: 'Time limit (ms)',
          memoryLimit: 'Memory limit (MB)',
          stackLimit: 'Stack limit (MB)',
          difficulty: 'Difficulty',
          type: 'Type',
          codeShare: 'Users may share accepted code',
          description: 'Description',
          input: 'Input',
          output: 'Output',
          hint: 'Hint',
          source: 'Source',
          isRemoveEndBlank: 'Remove trailing blanks before comparing',
          openCaseResult: 'Show users the result of each test case',
          isFileIO: 'File input/output (instead of standard input/output)',
          ioReadFileName: 'Input file name',
          ioWriteFileName: 'Output file name',
          judgeMode: 'Judge mode',
          judgeCaseMode: 'Test case mode',
          spjLanguage: 'Judge program language',
          languages: 'Languages',
        },
      },
    },
  },
});
