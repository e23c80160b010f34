import { languages, tags } from '@hoj/mocks/store/schema/problems';

/** For the admin problem tests: the id of a local language, as the editors send whole language rows. */
export function languageRow(name: string): { id: number; name: string } {
  const row = languages.one('name', `ME:${name}`);
  if (!row) throw new Error(`no local language ${name}`);
  return { id: row.id, name: row.name };
}

/** A site tag by name, as the editors send an existing tag. */
export function tagRow(name: string): { id: number; name: string } {
  const row = tags.find((t) => t.name === name && t.oj === 'ME' && t.gid === null);
  if (!row) throw new Error(`no site tag ${name}`);
  return { id: row.id, name: row.name };
}

/**
 * A `ProblemDTO` as the back office's editor sends it for a new ACM problem with two typed-in cases, C++ and
 * Python3, a C++ template, one existing and one new tag; `problem` fields and DTO fields can be replaced.
 */
export function newProblemBody(
  problem: Record<string, unknown> = {},
  dto: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    problem: {
      problemId: 'p2001',
      title: '区间求和',
      author: 'problemadmin',
      type: 0,
      auth: 1,
      difficulty: 1,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: '给定长度为 $n$ 的数列，回答 $q$ 次区间和询问。',
      input: '第一行 $n, q$，第二行 $n$ 个整数，之后 $q$ 行每行 $l, r$。',
      output: '每个询问输出一行区间和。',
      examples: '<input>3 1\n1 2 3\n1 3\n</input><output>6\n</output>',
      hint: '前缀和。',
      source: '校内周赛',
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemote: false,
      codeShare: true,
      ...problem,
    },
    samples: [
      { input: '3 1\n1 2 3\n1 3\n', output: '6\n', score: null, groupNum: null },
      { input: '1 1\n-5\n1 1\n', output: '-5\n', score: null, groupNum: null },
    ],
    isUploadTestCase: false,
    judgeMode: 'default',
    languages: [languageRow('C++'), languageRow('Python3')],
    tags: [tagRow('前缀和'), { name: '区间查询', color: '#19be6b' }],
    codeTemplates: [{ lid: languageRow('C++').id, code: '#include <cstdio>\nint main() {}\n', status: true }],
    ...dto,
  };
}
