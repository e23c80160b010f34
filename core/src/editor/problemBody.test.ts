import {
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemType,
  type Language,
  type Tag,
} from '@generated/model/index';
import { fromProblemDetail, originalOf, syncCodeTemplates, toProblemBody } from './problemEditor';
import { formatExtraFiles, parseExtraFiles } from './extraFiles';
import { newProblemForm, type ProblemForm } from './problemForm';

const allLanguages: Language[] = [
  { id: 1, name: 'C', isSpj: true, contentType: 'text/x-csrc', codeTemplate: 'int main() {}', oj: 'ME' },
  { id: 2, name: 'C++', isSpj: true, contentType: 'text/x-c++src', codeTemplate: '//PREPEND', oj: 'ME' },
  { id: 7, name: 'Python3', isSpj: false, contentType: 'text/x-python', oj: 'ME' },
];
const allTags: Tag[] = [
  { id: 3, name: 'Greedy', oj: 'ME', color: '#409eff' },
  { id: 9, name: 'Graph', oj: 'ME', color: null },
  { id: 12, name: 'Graph', oj: 'HDU', color: null },
];

function oiProblem(): ProblemForm {
  return newProblemForm({
    id: 1024,
    problemId: 'P1024',
    title: 'Interval Sums',
    author: 'problemadmin',
    description: 'Answer $q$ range-sum queries.',
    input: 'n and q, then the array, then q lines l r.',
    output: 'One sum per query.',
    hint: 'Prefix sums.',
    source: 'HOJ Spring Cup 2025',
    examples: [
      { input: '3 1\n1 2 3\n1 3\n', output: '6\n' },
      { input: '1 1\n5\n1 1\n', output: '5\n' },
    ],
    timeLimit: 2000,
    memoryLimit: 512,
    stackLimit: 64,
    difficulty: 1,
    type: ProblemType.OI,
    auth: ProblemAuth.PRIVATE,
    codeShare: false,
    judgeMode: JudgeMode.SPJ,
    judgeCaseMode: JudgeCaseMode.SUBTASK_LOWEST,
    spjLanguage: 'C++',
    spjCode: '#include "testlib.h"\n',
    isRemoveEndBlank: false,
    openCaseResult: false,
    ioScore: 100,
    isFileIO: true,
    ioReadFileName: 'sum.in',
    ioWriteFileName: 'sum.out',
    userExtraFile: [{ name: 'sum.h', content: 'long long solve();\n' }],
    judgeExtraFile: [{ name: 'testlib.h', content: '#pragma once\n' }],
    isUploadCase: true,
    uploadTestcaseDir: '',
    cases: [
      { id: 51, input: '1.in', output: '1.out', score: 33, groupNum: 1 },
      { id: 52, input: '2.in', output: '2.out', score: 33, groupNum: 1 },
      { id: 53, input: '10.in', output: '10.out', score: 34, groupNum: 2 },
    ],
    languages: ['C', 'C++'],
    codeTemplates: [{ id: 4, language: 'C++', code: 'int main() { return 0; }\n', status: true }],
    tags: [{ id: 3, name: 'Greedy' }, { name: 'Prefix Sums' }],
    contestDisplayId: 'B',
    contestDisplayTitle: 'Interval Sums',
  });
}

describe('toProblemBody', () => {
  it('sends examples and extra files in their stored text forms', () => {
    const body = toProblemBody(oiProblem(), { allLanguages, allTags });
    expect(body.problem?.examples).toBe(
      '<input>3 1\n1 2 3\n1 3\n</input><output>6\n</output><input>1 1\n5\n1 1\n</input><output>5\n</output>',
    );
    expect(body.problem?.userExtraFile).toBe('{"sum.h":"long long solve();\\n"}');
    expect(body.problem?.judgeExtraFile).toBe('{"testlib.h":"#pragma once\\n"}');
    expect(toProblemBody(newProblemForm(), { allLanguages }).problem?.userExtraFile).toBeNull();
  });

  it('leaves out the blank example a new problem opens with, instead of saving an empty sample', () => {
    expect(toProblemBody(newProblemForm(), { allLanguages }).problem?.examples).toBe('');
    const oneFilled = newProblemForm({
      examples: [
        { input: '1', output: '1' },
        { input: '  ', output: '' },
      ],
    });
    expect(toProblemBody(oneFilled, { allLanguages }).problem?.examples).toBe(
      '<input>1</input><output>1</output>',
    );
  });

  it('sends whole language rows, template language ids and existing tag rows', () => {
    const body = toProblemBody(oiProblem(), { allLanguages, allTags });
    expect(body.languages).toEqual([allLanguages[0], allLanguages[1]]);
    expect(body.codeTemplates).toEqual([
      { id: 4, pid: 1024, lid: 2, code: 'int main() { return 0; }\n', status: true },
    ]);
    expect(body.tags).toEqual([allTags[0], { name: 'Prefix Sums', oj: 'ME' }]);
  });

  it('reuses an existing tag typed by name, from the judge of the problem', () => {
    const local = toProblemBody(newProblemForm({ tags: [{ name: 'graph' }] }), { allLanguages, allTags });
    expect(local.tags).toEqual([allTags[1]]);
    const remote = toProblemBody(
      newProblemForm({ isRemote: true, problemId: 'HDU-1000', tags: [{ name: 'Graph' }] }),
      { allLanguages, allTags },
    );
    expect(remote.tags).toEqual([allTags[2]]);
  });

  it('leaves out disabled templates and templates of languages not chosen', () => {
    const form = oiProblem();
    form.codeTemplates = [
      { language: 'C', code: 'int main() {}', status: false },
      { language: 'Python3', code: 'print()', status: true },
    ];
    expect(toProblemBody(form, { allLanguages }).codeTemplates).toEqual([]);
  });

  it('sums OI case scores into the total and names missing uploaded outputs "-"', () => {
    const form = oiProblem();
    form.cases.push({ input: '11.in', output: '', score: 5, groupNum: 2 });
    const body = toProblemBody(form, { allLanguages });
    expect(body.problem?.ioScore).toBe(105);
    expect(body.samples?.[3]).toEqual({ input: '11.in', output: '-', score: 5, groupNum: 2, pid: 1024 });
    expect(body.isUploadTestCase).toBe(true);
    expect(body.uploadTestcaseDir).toBeNull();
    expect(
      toProblemBody({ ...form, uploadTestcaseDir: '/judge/upload/3f2a' }, { allLanguages }).uploadTestcaseDir,
    ).toBe('/judge/upload/3f2a');
  });

  it('sends no judge code and no file names when they are off', () => {
    const body = toProblemBody(newProblemForm({ spjCode: 'left over', ioReadFileName: 'a.in' }), {
      allLanguages,
    });
    expect(body.problem).toMatchObject({ spjCode: null, spjLanguage: null, ioReadFileName: null });
    expect(body.problem?.id).toBeUndefined();
  });

  it('flags judge code and judge case mode changes against the loaded problem', () => {
    const loaded = oiProblem();
    const original = originalOf(loaded);
    expect(toProblemBody(loaded, { allLanguages, original })).toMatchObject({
      changeModeCode: false,
      changeJudgeCaseMode: false,
    });
    expect(toProblemBody({ ...loaded, spjCode: 'new code' }, { allLanguages, original }).changeModeCode).toBe(
      true,
    );
    expect(toProblemBody({ ...loaded, spjLanguage: 'C' }, { allLanguages, original }).changeModeCode).toBe(
      true,
    );
    expect(
      toProblemBody({ ...loaded, judgeMode: JudgeMode.DEFAULT }, { allLanguages, original }).changeModeCode,
    ).toBe(true);
    expect(
      toProblemBody({ ...loaded, judgeCaseMode: JudgeCaseMode.DEFAULT }, { allLanguages, original })
        .changeJudgeCaseMode,
    ).toBe(true);
    // New problems: the judge program is new when there is one.
    expect(toProblemBody(loaded, { allLanguages }).changeModeCode).toBe(true);
    expect(toProblemBody(newProblemForm(), { allLanguages }).changeModeCode).toBe(false);
  });
});

describe('fromProblemDetail', () => {
  it('gives back the same form after a save (form → body → form)', () => {
    const form = oiProblem();
    const body = toProblemBody(form, { allLanguages, allTags });
    const again = fromProblemDetail(
      body.problem ?? {},
      body.samples,
      body.languages,
      body.codeTemplates,
      (body.tags ?? []).map((tag, i) => (tag.id === undefined ? { ...tag, id: 100 + i } : tag)),
      { displayId: 'B', displayTitle: 'Interval Sums' },
    );
    expect(again).toEqual({
      ...form,
      tags: [
        { id: 3, name: 'Greedy' },
        { id: 101, name: 'Prefix Sums' },
      ],
    });
  });

  it('round-trips a plain ACM problem with typed cases', () => {
    const form = newProblemForm({
      problemId: 'P1000',
      title: 'A + B',
      input: 'a b',
      output: 'a+b',
      isUploadCase: false,
      examples: [{ input: '1 2', output: '3' }],
      cases: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
      languages: ['C++'],
    });
    const body = toProblemBody(form, { allLanguages });
    expect(
      fromProblemDetail(body.problem ?? {}, body.samples, body.languages, body.codeTemplates, body.tags),
    ).toEqual(form);
  });

  it('reads null lists, unknown values and broken extra-file text without failing', () => {
    const form = fromProblemDetail(
      { id: 5, problemId: 'P5', title: null, type: 7 as never, judgeMode: null, userExtraFile: '{not json' },
      null,
      null,
      [{ id: 1, lid: 99, code: 'x', status: true }],
      [{ id: 2, name: null }],
    );
    expect(form).toMatchObject({
      id: 5,
      problemId: 'P5',
      title: '',
      type: ProblemType.ACM,
      judgeMode: JudgeMode.DEFAULT,
      spjLanguage: 'C',
      userExtraFile: [],
      cases: [],
      languages: [],
      codeTemplates: [],
      tags: [],
      examples: [],
    });
  });

  it('drops unusable cases', () => {
    const form = fromProblemDetail(
      { id: 1 },
      [
        { id: 1, input: '1.in', output: '1.out', status: 0 },
        { id: 2, input: '2.in', output: '2.out', status: 1 },
      ],
      [],
      [],
      [],
    );
    expect(form.cases).toEqual([{ id: 1, input: '1.in', output: '1.out', score: null, groupNum: null }]);
  });
});

describe('extra files', () => {
  it('read only name → text maps', () => {
    expect(parseExtraFiles('{"a.h":"int a;","b":3}')).toEqual([{ name: 'a.h', content: 'int a;' }]);
    expect(parseExtraFiles('["a.h"]')).toEqual([]);
    expect(parseExtraFiles('null')).toEqual([]);
    expect(parseExtraFiles('')).toEqual([]);
    expect(parseExtraFiles(null)).toEqual([]);
  });

  it('write null for no files', () => {
    expect(formatExtraFiles([])).toBeNull();
    expect(formatExtraFiles([{ name: ' a.h ', content: '' }])).toBe('{"a.h":""}');
  });
});

describe('syncCodeTemplates', () => {
  it('keeps rows of chosen languages and adds disabled defaults for new ones', () => {
    const rows = [
      { id: 4, language: 'C++', code: 'mine', status: true },
      { language: 'C', code: 'old', status: true },
    ];
    expect(syncCodeTemplates(rows, ['C++', 'Python3'], allLanguages)).toEqual([
      { id: 4, language: 'C++', code: 'mine', status: true },
      { language: 'Python3', code: '', status: false },
    ]);
    expect(syncCodeTemplates([], ['C'], allLanguages)).toEqual([
      { language: 'C', code: 'int main() {}', status: false },
    ]);
  });
});
