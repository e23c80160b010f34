import { defineArea } from '@backoffice/i18n/areas/defineArea';
import { REMOTE_JUDGE_NAMES } from '@hoj/core/domain/remoteJudges';

/** The problem list's own texts: filters, the visibility select, row actions and the remote import. */
export const problemListMessages = defineArea({
  'zh-CN': {
    hoj: {
      problemAdmin: {
        bank: { all: '全部题库', mine: '本站题库' },
        anyAuth: '全部可见性',
        judges: { ...REMOTE_JUDGE_NAMES },
        authOf: '题目「{title}」的可见性',
        authChanged: '题目「{title}」已设为{auth}',
        downloadCases: '下载测试数据',
        downloadCasesOf: '下载题目「{title}」的测试数据',
        downloaded: '已下载 {name}',
        deleteTitle: '删除题目 {recordRepresentation}？',
        deleteContent:
          '题目的测试数据会一并删除，它也会从使用它的比赛和训练中移除，与标签的关联也会解除；用户的提交记录会保留。此操作无法撤销。',
        bulkDeleteTitle_other: '删除 {count} 道题目？',
        bulkDeleteContent_other:
          '所选题目的测试数据会一并删除，它也会从使用它的比赛和训练中移除，与标签的关联也会解除；用户的提交记录会保留。此操作无法撤销。',
        remote: {
          open: '从远程评测导入',
          title: '从远程评测导入题目',
          intro: '服务器会从所选评测网站抓取题目并加入题库；已导入过的题目不能重复导入。',
          judge: '远程评测',
          problemId: '题号',
          problemIdHint: '该评测网站上的题号，例如 1000A',
          submit: '导入',
          done: '已导入 {judge} 的题目 {id}',
        },
      },
    },
  },
  'en-US': {
    hoj: {
      problemAdmin: {
        bank: { all: 'All banks', mine: 'This site' },
        anyAuth: 'Any visibility',
        judges: { ...REMOTE_JUDGE_NAMES },
        authOf: 'Visibility of problem "{title}"',
        authChanged: 'Problem "{title}" is now {auth}',
        downloadCases: 'Download test cases',
        downloadCasesOf: 'Download the test cases of "{title}"',
        downloaded: 'Downloaded {name}',
        deleteTitle: 'Delete problem {recordRepresentation}?',
        deleteContent:
          'Its test cases are deleted with it, it is removed from every contest and training that uses it, and its tag links are removed. Submissions to it are kept. This cannot be undone.',
        bulkDeleteTitle_one: 'Delete {count} problem?',
        bulkDeleteTitle_other: 'Delete {count} problems?',
        bulkDeleteContent_one:
          'Its test cases are deleted with it, it is removed from every contest and training that uses it, and its tag links are removed. Submissions to it are kept. This cannot be undone.',
        bulkDeleteContent_other:
          'Their test cases are deleted with them, they are removed from every contest and training that uses them, and their tag links are removed. Submissions to them are kept. This cannot be undone.',
        remote: {
          open: 'Import from a remote judge',
          title: 'Import a problem from a remote judge',
          intro:
            'The server fetches the problem from the chosen judge and adds it to the bank; a problem imported before cannot be imported again.',
          judge: 'Remote judge',
          problemId: 'Problem ID',
          problemIdHint: 'The problem ID on that judge, e.g. 1000A',
          submit: 'Import',
          done: 'Imported {judge} problem {id}',
        },
      },
    },
  },
});
