import { JudgeCaseMode, JudgeMode, ProblemType } from '@generated/model/index';
import type { EditorMessage } from './editorMessages';
import { newProblemForm, type ProblemForm } from './problemForm';
import { problemSchema, type ProblemSchemaContext } from './problemSchema';
import { validateForm } from './validateForm';

function aPlusB(overrides: Partial<ProblemForm> = {}): ProblemForm {
  return newProblemForm({
    problemId: 'P1001',
    title: 'A + B',
    input: 'Two integers a and b on one line.',
    output: 'Their sum.',
    isUploadCase: false,
    cases: [
      { input: '1 2\n', output: '3\n', score: null, groupNum: null },
      { input: '-5 5\n', output: '0\n', score: null, groupNum: null },
    ],
    languages: ['C++', 'Python3'],
    ...overrides,
  });
}

async function errorsOf(form: ProblemForm, base: ProblemSchemaContext = {}, live?: ProblemSchemaContext) {
  const errors = await validateForm(problemSchema(base), form, live);
  return errors.map(({ path, message }) => {
    const { key, values } = message as EditorMessage;
    return values ? { path, key, values } : { path, key };
  });
}

describe('problemSchema', () => {
  it('accepts a complete ACM problem', async () => {
    expect(await errorsOf(aPlusB())).toEqual([]);
  });

  it('requires the display id, title, input and output descriptions', async () => {
    const errors = await errorsOf(aPlusB({ problemId: ' ', title: '', input: '', output: '  ' }));
    expect(errors).toEqual([
      { path: 'problemId', key: 'editor.error.problemIdRequired' },
      { path: 'title', key: 'editor.error.required', values: { field: 'editor.field.title' } },
      { path: 'input', key: 'editor.error.required', values: { field: 'editor.field.input' } },
      { path: 'output', key: 'editor.error.required', values: { field: 'editor.field.output' } },
    ]);
  });

  it('caps the title at 255 characters', async () => {
    expect(await errorsOf(aPlusB({ title: 'x'.repeat(255) }))).toEqual([]);
    expect(await errorsOf(aPlusB({ title: 'x'.repeat(256) }))).toEqual([
      {
        path: 'title',
        key: 'editor.error.maxLength',
        values: { field: 'editor.field.title', max: 255 },
      },
    ]);
  });

  it('wants limits as positive integers', async () => {
    const errors = await errorsOf(aPlusB({ timeLimit: 0, memoryLimit: 1.5, stackLimit: Number.NaN }));
    expect(errors.map((e) => [e.path, e.key])).toEqual([
      ['timeLimit', 'editor.error.positiveInteger'],
      ['memoryLimit', 'editor.error.positiveInteger'],
      ['stackLimit', 'editor.error.positiveInteger'],
    ]);
  });

  it('keeps limits within the server’s 32-bit Integer', async () => {
    const range = (field: string) => ({ field, min: 1, max: 2147483647 });
    const errors = await errorsOf(
      aPlusB({ timeLimit: 2147483648, memoryLimit: 1e12, stackLimit: 2147483647 }),
    );
    expect(errors).toEqual([
      { path: 'timeLimit', key: 'editor.error.integerRange', values: range('editor.field.timeLimit') },
      { path: 'memoryLimit', key: 'editor.error.integerRange', values: range('editor.field.memoryLimit') },
    ]);
  });

  it('needs both file names for file IO', async () => {
    expect(
      await errorsOf(aPlusB({ isFileIO: true, ioReadFileName: 'data.in', ioWriteFileName: '' })),
    ).toEqual([{ path: 'ioWriteFileName', key: 'editor.error.fileIoNames' }]);
    expect(
      await errorsOf(aPlusB({ isFileIO: true, ioReadFileName: 'data.in', ioWriteFileName: 'data.out' })),
    ).toEqual([]);
    expect(await errorsOf(aPlusB({ isFileIO: false, ioReadFileName: '' }))).toEqual([]);
  });

  it('needs test cases for local problems but not for remote ones', async () => {
    expect(await errorsOf(aPlusB({ cases: [] }))).toEqual([
      { path: 'cases', key: 'editor.error.noTestCase' },
    ]);
    expect(await errorsOf(aPlusB({ cases: [], isUploadCase: true }))).toEqual([
      { path: 'cases', key: 'editor.error.noTestCase' },
    ]);
    expect(await errorsOf(aPlusB({ cases: [], isRemote: true, problemId: 'HDU-1000' }))).toEqual([]);
  });

  it('rejects a typed case with neither input nor output', async () => {
    const form = aPlusB();
    form.cases.push({ input: '', output: '', score: null, groupNum: null });
    form.cases.push({ input: '', output: 'only output\n', score: null, groupNum: null });
    expect(await errorsOf(form)).toEqual([
      { path: 'cases[2].input', key: 'editor.error.caseEmpty', values: { index: 3 } },
    ]);
  });

  it('checks every OI score is an integer and not negative', async () => {
    const form = aPlusB({
      type: ProblemType.OI,
      cases: [
        { input: '1', output: '1', score: 40, groupNum: null },
        { input: '2', output: '2', score: null, groupNum: null },
        { input: '3', output: '3', score: 2.5, groupNum: null },
        { input: '4', output: '4', score: -1, groupNum: null },
      ],
    });
    expect(await errorsOf(form)).toEqual([
      { path: 'cases[1].score', key: 'editor.error.scoreInteger', values: { index: 2 } },
      { path: 'cases[2].score', key: 'editor.error.scoreInteger', values: { index: 3 } },
      { path: 'cases[3].score', key: 'editor.error.scoreMin', values: { index: 4 } },
    ]);
    // ACM problems do not score cases, so empty scores are fine there.
    expect(await errorsOf({ ...form, type: ProblemType.ACM })).toEqual([]);
  });

  it('keeps each OI score and their total (the ioScore sent) within the server’s 32-bit Integer', async () => {
    const max = 2147483647;
    const wide = aPlusB({
      type: ProblemType.OI,
      cases: [
        { input: '1', output: '1', score: max + 1, groupNum: null },
        { input: '2', output: '2', score: 1, groupNum: null },
      ],
    });
    expect(await errorsOf(wide)).toEqual([
      { path: 'cases[0].score', key: 'editor.error.scoreMax', values: { index: 1, max } },
    ]);
    const total = aPlusB({
      type: ProblemType.OI,
      cases: [
        { input: '1', output: '1', score: max, groupNum: null },
        { input: '2', output: '2', score: 85, groupNum: null },
      ],
    });
    expect(await errorsOf(total)).toEqual([
      { path: 'cases', key: 'editor.error.scoreTotal', values: { total: max + 85, max } },
    ]);
  });

  it('checks uploaded OI cases too', async () => {
    const form = aPlusB({
      type: ProblemType.OI,
      isUploadCase: true,
      cases: [{ input: '1.in', output: '1.out', score: -5, groupNum: null }],
    });
    expect(await errorsOf(form)).toEqual([
      { path: 'cases[0].score', key: 'editor.error.scoreMin', values: { index: 1 } },
    ]);
  });

  it('needs a group number on every case in the subtask modes', async () => {
    for (const mode of [JudgeCaseMode.SUBTASK_LOWEST, JudgeCaseMode.SUBTASK_AVERAGE]) {
      const form = aPlusB({
        type: ProblemType.OI,
        judgeCaseMode: mode,
        cases: [
          { input: '1', output: '1', score: 50, groupNum: 1 },
          { input: '2', output: '2', score: 50, groupNum: null },
        ],
      });
      expect(await errorsOf(form)).toEqual([
        { path: 'cases[1].groupNum', key: 'editor.error.groupNumRequired', values: { index: 2 } },
      ]);
    }
    const stopAtFirstFailure = aPlusB({ judgeCaseMode: JudgeCaseMode.ERGODIC_WITHOUT_ERROR });
    expect(await errorsOf(stopAtFirstFailure)).toEqual([]);
  });

  describe('special and interactive judges', () => {
    const checker =
      '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); }\n';

    it('need code', async () => {
      expect(await errorsOf(aPlusB({ judgeMode: JudgeMode.SPJ, spjCode: '' }))).toEqual([
        { path: 'spjCode', key: 'editor.error.spjCodeRequired' },
      ]);
    });

    it('need new code to be compiled successfully before saving', async () => {
      const form = aPlusB({ judgeMode: JudgeMode.INTERACTIVE, spjCode: checker });
      expect(await errorsOf(form)).toEqual([{ path: 'spjCode', key: 'editor.error.spjNotCompiled' }]);
      expect(await errorsOf(form, { compiledCode: 'older code' })).toEqual([
        { path: 'spjCode', key: 'editor.error.spjNotCompiled' },
      ]);
      expect(await errorsOf(form, { compiledCode: checker })).toEqual([]);
    });

    it('take the compile state from the validate-time context too', async () => {
      const form = aPlusB({ judgeMode: JudgeMode.SPJ, spjCode: checker });
      expect(await errorsOf(form, { compiledCode: null }, { compiledCode: checker })).toEqual([]);
    });

    it('need no new compile when the loaded code is unchanged, but do after a change', async () => {
      const loaded = { originalCode: checker, originalLanguage: 'C++' };
      const form = aPlusB({ judgeMode: JudgeMode.SPJ, spjCode: checker, spjLanguage: 'C++' });
      expect(await errorsOf(form, loaded)).toEqual([]);
      expect(await errorsOf({ ...form, spjCode: `${checker}// tweak\n` }, loaded)).toEqual([
        { path: 'spjCode', key: 'editor.error.spjNotCompiled' },
      ]);
      expect(await errorsOf({ ...form, spjLanguage: 'C' }, { ...loaded, compiledCode: checker })).toEqual([]);
      expect(
        await errorsOf(
          { ...form, spjLanguage: 'C' },
          { ...loaded, compiledCode: checker, compiledLanguage: 'C++' },
        ),
      ).toEqual([{ path: 'spjCode', key: 'editor.error.spjNotCompiled' }]);
    });

    it('are not checked for the default judge or remote problems', async () => {
      expect(await errorsOf(aPlusB({ spjCode: 'anything' }))).toEqual([]);
      expect(
        await errorsOf(aPlusB({ judgeMode: JudgeMode.SPJ, isRemote: true, problemId: 'CF-1A', cases: [] })),
      ).toEqual([]);
    });
  });

  it('needs at least one language', async () => {
    expect(await errorsOf(aPlusB({ languages: [] }))).toEqual([
      { path: 'languages', key: 'editor.error.noLanguage' },
    ]);
  });

  it('rejects an enabled code template without code, for chosen languages only', async () => {
    const form = aPlusB({
      codeTemplates: [
        { language: 'C++', code: '  \n', status: true },
        { language: 'Python3', code: '', status: false },
        { language: 'Java', code: '', status: true },
      ],
    });
    expect(await errorsOf(form)).toEqual([
      { path: 'codeTemplates[0].code', key: 'editor.error.emptyTemplate', values: { language: 'C++' } },
    ]);
  });

  it('rejects the same tag twice, ignoring case and blanks', async () => {
    const form = aPlusB({
      tags: [{ id: 3, name: 'Dynamic Programming' }, { name: ' dynamic programming ' }],
    });
    expect(await errorsOf(form)).toEqual([
      { path: 'tags', key: 'editor.error.duplicateTag', values: { name: 'dynamic programming' } },
    ]);
  });

  it('needs a name and content for each extra file, and distinct names', async () => {
    const form = aPlusB({
      userExtraFile: [{ name: 'grader.h', content: '' }],
      judgeExtraFile: [
        { name: 'testlib.h', content: '#pragma once\n' },
        { name: 'testlib.h', content: '#pragma once\n' },
        { name: '', content: 'x' },
      ],
    });
    expect(await errorsOf(form)).toEqual([
      { path: 'userExtraFile[0].content', key: 'editor.error.extraFile' },
      {
        path: 'judgeExtraFile[1].name',
        key: 'editor.error.duplicateExtraFile',
        values: { name: 'testlib.h' },
      },
      { path: 'judgeExtraFile[2].name', key: 'editor.error.extraFile' },
    ]);
  });

  it('in a contest also needs the display id and title of the contest problem', async () => {
    expect(await errorsOf(aPlusB(), { inContest: true })).toEqual([
      {
        path: 'contestDisplayId',
        key: 'editor.error.required',
        values: { field: 'editor.field.contestDisplayId' },
      },
      {
        path: 'contestDisplayTitle',
        key: 'editor.error.required',
        values: { field: 'editor.field.contestDisplayTitle' },
      },
    ]);
    expect(
      await errorsOf(aPlusB({ contestDisplayId: 'A', contestDisplayTitle: 'A + B' }), { inContest: true }),
    ).toEqual([]);
  });
});

describe('problemSchema on a form that is not filled in yet', () => {
  it('reports errors instead of failing', async () => {
    const errors = await validateForm(problemSchema(), { title: 'A + B', cases: null });
    expect(errors.map((error) => error.path)).toEqual(
      expect.arrayContaining(['problemId', 'cases', 'languages']),
    );
  });
});
