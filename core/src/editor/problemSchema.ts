import {
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemDifficulty,
  ProblemType,
} from '@generated/model/index';
import { array, boolean, mixed, number, object, string, type ObjectSchema, type TestContext } from 'yup';
import { editorMessage, requiredMessage, type EditorMessageKey } from './editorMessages';
import { PROBLEM_DEFAULTS, needsGroupNumbers, type ExtraFileRow, type ProblemForm } from './problemForm';
import { INT32_MAX } from './integerBounds';
import { TITLE_MAX_LENGTH, blank, reportIssues, type SchemaIssue } from './schemaIssues';
import { tagKey } from './tagNames';

/**
 * What the problem rules need to know besides the form. It can be given to `problemSchema()` and, for values
 * that change while the form is open (a successful compile), as yup's validate-time `context` (react-hook-form
 * passes `useForm({ context })` there); the validate-time value wins.
 */
export interface ProblemSchemaContext {
  /** The problem is edited inside a contest: its display id and title in the contest are required too */
  inContest?: boolean;
  /** The special/interactive judge code that last compiled successfully in this session; null when none did */
  compiledCode?: string | null;
  /** The language that code was compiled with; when given, a language switch also needs a new compile */
  compiledLanguage?: string | null;
  /** The judge code the problem had when it was loaded; null or '' for a new problem */
  originalCode?: string | null;
  /** The judge language the problem had when it was loaded; when given, changing it needs a new compile */
  originalLanguage?: string | null;
}

/** Limits are Java `Integer`s on the server: 1 up to the largest 32-bit value. */
function positiveInteger(field: EditorMessageKey) {
  return number()
    .typeError(editorMessage('editor.error.positiveInteger', { field }))
    .required(requiredMessage(field))
    .integer(editorMessage('editor.error.positiveInteger', { field }))
    .positive(editorMessage('editor.error.positiveInteger', { field }))
    .max(INT32_MAX, editorMessage('editor.error.integerRange', { field, min: 1, max: INT32_MAX }));
}

function requiredText(field: EditorMessageKey) {
  return string()
    .defined()
    .test('required', requiredMessage(field), (value) => !blank(value));
}

const extraFile = object({ name: string().defined(), content: string().defined() });

/**
 * The form with the defaults in place of missing or null values, so the cross-field rules can run (and report
 * what they find) even while a resolver validates a form that is not filled in yet.
 */
function completeForm(value: unknown): ProblemForm {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const form: Record<string, unknown> = { ...PROBLEM_DEFAULTS };
  for (const [key, fallback] of Object.entries(PROBLEM_DEFAULTS)) {
    const current = given[key];
    if (current === undefined || current === null) continue;
    if (Array.isArray(fallback) && !Array.isArray(current)) continue;
    form[key] = current;
  }
  return form as unknown as ProblemForm;
}

function readContext(base: ProblemSchemaContext, test: TestContext): ProblemSchemaContext {
  const live = test.options.context as ProblemSchemaContext | undefined;
  return { ...base, ...(live ?? {}) };
}

function fileIoIssues(form: ProblemForm): SchemaIssue[] {
  if (!form.isFileIO) return [];
  const message = editorMessage('editor.error.fileIoNames');
  const issues: SchemaIssue[] = [];
  if (blank(form.ioReadFileName)) issues.push({ path: 'ioReadFileName', message });
  if (blank(form.ioWriteFileName)) issues.push({ path: 'ioWriteFileName', message });
  return issues;
}

/**
 * Each score and their total (the problem's `ioScore`, computed on save) are Java `Integer`s on the server, so
 * both must fit 32 bits.
 */
function scoreIssues(form: ProblemForm): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  let total = 0;
  form.cases.forEach((row, i) => {
    const index = i + 1;
    const path = `cases[${i}]`;
    if (form.type === ProblemType.OI) {
      const score: unknown = row.score;
      if (typeof score !== 'number' || !Number.isInteger(score)) {
        issues.push({
          path: `${path}.score`,
          message: editorMessage('editor.error.scoreInteger', { index }),
        });
      } else if (score < 0) {
        issues.push({ path: `${path}.score`, message: editorMessage('editor.error.scoreMin', { index }) });
      } else if (score > INT32_MAX) {
        issues.push({
          path: `${path}.score`,
          message: editorMessage('editor.error.scoreMax', { index, max: INT32_MAX }),
        });
      } else {
        total += score;
      }
    }
    if (needsGroupNumbers(form.judgeCaseMode)) {
      const group: unknown = row.groupNum;
      if (typeof group !== 'number' || !Number.isInteger(group) || group < 1) {
        issues.push({
          path: `${path}.groupNum`,
          message: editorMessage('editor.error.groupNumRequired', { index }),
        });
      }
    }
  });
  if (total > INT32_MAX)
    issues.push({
      path: 'cases',
      message: editorMessage('editor.error.scoreTotal', { total, max: INT32_MAX }),
    });
  return issues;
}

/** Remote problems are judged elsewhere; local ones need data: uploaded cases, or typed cases with content. */
function caseIssues(form: ProblemForm): SchemaIssue[] {
  if (form.isRemote) return [];
  if (form.cases.length === 0) return [{ path: 'cases', message: editorMessage('editor.error.noTestCase') }];
  const issues: SchemaIssue[] = [];
  if (!form.isUploadCase) {
    form.cases.forEach((row, i) => {
      if (row.input === '' && row.output === '') {
        issues.push({
          path: `cases[${i}].input`,
          message: editorMessage('editor.error.caseEmpty', { index: i + 1 }),
        });
      }
    });
  }
  return [...issues, ...scoreIssues(form)];
}

/**
 * A special or interactive judge needs its code, and code that is new or changed since loading must have been
 * compiled successfully first: the backend would otherwise store a judge that cannot run.
 */
function judgeCodeIssues(form: ProblemForm, context: ProblemSchemaContext): SchemaIssue[] {
  if (form.isRemote || form.judgeMode === JudgeMode.DEFAULT) return [];
  if (blank(form.spjCode))
    return [{ path: 'spjCode', message: editorMessage('editor.error.spjCodeRequired') }];
  const languageChanged =
    context.originalLanguage !== undefined && (context.originalLanguage ?? '') !== form.spjLanguage;
  const changed = (context.originalCode ?? '') !== form.spjCode || languageChanged;
  if (!changed) return [];
  const compiledThis =
    context.compiledCode === form.spjCode &&
    (context.compiledLanguage === undefined ||
      context.compiledLanguage === null ||
      context.compiledLanguage === form.spjLanguage);
  return compiledThis ? [] : [{ path: 'spjCode', message: editorMessage('editor.error.spjNotCompiled') }];
}

function languageIssues(form: ProblemForm): SchemaIssue[] {
  if (form.languages.length === 0)
    return [{ path: 'languages', message: editorMessage('editor.error.noLanguage') }];
  const issues: SchemaIssue[] = [];
  form.codeTemplates.forEach((template, i) => {
    if (template.status && form.languages.includes(template.language) && blank(template.code)) {
      issues.push({
        path: `codeTemplates[${i}].code`,
        message: editorMessage('editor.error.emptyTemplate', { language: template.language }),
      });
    }
  });
  return issues;
}

function tagIssues(form: ProblemForm): SchemaIssue[] {
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const tag of form.tags) {
    const key = tagKey(tag.name);
    if (seen.has(key)) {
      issues.push({
        path: 'tags',
        message: editorMessage('editor.error.duplicateTag', { name: tag.name.trim() }),
      });
    }
    seen.add(key);
  }
  return issues;
}

function extraFileIssues(
  files: readonly ExtraFileRow[],
  field: 'userExtraFile' | 'judgeExtraFile',
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  files.forEach((file, i) => {
    const message = editorMessage('editor.error.extraFile');
    if (blank(file.name)) issues.push({ path: `${field}[${i}].name`, message });
    if (file.content === '') issues.push({ path: `${field}[${i}].content`, message });
    const name = file.name.trim();
    if (name !== '' && seen.has(name)) {
      issues.push({
        path: `${field}[${i}].name`,
        message: editorMessage('editor.error.duplicateExtraFile', { name }),
      });
    }
    seen.add(name);
  });
  return issues;
}

function contestIssues(form: ProblemForm, context: ProblemSchemaContext): SchemaIssue[] {
  if (!context.inContest) return [];
  const issues: SchemaIssue[] = [];
  if (blank(form.contestDisplayId)) {
    issues.push({ path: 'contestDisplayId', message: requiredMessage('editor.field.contestDisplayId') });
  }
  if (blank(form.contestDisplayTitle)) {
    issues.push({
      path: 'contestDisplayTitle',
      message: requiredMessage('editor.field.contestDisplayTitle'),
    });
  }
  return issues;
}

/**
 * The rules a problem must pass before it is saved, in the admin editor, the contest problem editor and the
 * group problem editor. Messages are EditorMessage objects (see editorErrorText). Validate with
 * `abortEarly: false` to get every broken rule at its own path.
 */
export function problemSchema(base: ProblemSchemaContext = {}): ObjectSchema<ProblemForm> {
  return object({
    id: number().nullable().defined(),
    problemId: string()
      .defined()
      .test('required', editorMessage('editor.error.problemIdRequired'), (value) => !blank(value)),
    title: requiredText('editor.field.title').max(
      TITLE_MAX_LENGTH,
      editorMessage('editor.error.maxLength', { field: 'editor.field.title', max: TITLE_MAX_LENGTH }),
    ),
    author: string().defined(),
    description: string().defined(),
    input: requiredText('editor.field.input'),
    output: requiredText('editor.field.output'),
    hint: string().defined(),
    source: string().defined(),
    examples: array(object({ input: string().defined(), output: string().defined() })).defined(),
    timeLimit: positiveInteger('editor.field.timeLimit'),
    memoryLimit: positiveInteger('editor.field.memoryLimit'),
    stackLimit: positiveInteger('editor.field.stackLimit'),
    difficulty: mixed<ProblemDifficulty>().oneOf(Object.values(ProblemDifficulty)).defined(),
    type: mixed<ProblemType>().oneOf(Object.values(ProblemType)).defined(),
    auth: mixed<ProblemAuth>().oneOf(Object.values(ProblemAuth)).defined(),
    codeShare: boolean().defined(),
    judgeMode: mixed<JudgeMode>().oneOf(Object.values(JudgeMode)).defined(),
    judgeCaseMode: mixed<JudgeCaseMode>().oneOf(Object.values(JudgeCaseMode)).defined(),
    spjLanguage: string().defined(),
    spjCode: string().defined(),
    isRemoveEndBlank: boolean().defined(),
    openCaseResult: boolean().defined(),
    ioScore: number().defined(),
    isFileIO: boolean().defined(),
    ioReadFileName: string().defined(),
    ioWriteFileName: string().defined(),
    userExtraFile: array(extraFile).defined(),
    judgeExtraFile: array(extraFile).defined(),
    isUploadCase: boolean().defined(),
    uploadTestcaseDir: string().defined(),
    // Scores and group numbers stay loose here: the cross-field rules below name the case that is wrong.
    cases: array(
      object({
        id: number().optional(),
        input: string().defined(),
        output: string().defined(),
        score: mixed<number>().nullable().defined(),
        groupNum: mixed<number>().nullable().defined(),
      }),
    ).defined(),
    languages: array(string().defined()).defined(),
    codeTemplates: array(
      object({
        id: number().optional(),
        language: string().defined(),
        code: string().defined(),
        status: boolean().defined(),
      }),
    ).defined(),
    tags: array(object({ id: number().optional(), name: string().defined() })).defined(),
    isRemote: boolean().defined(),
    gid: number().nullable().defined(),
    contestDisplayId: string().defined(),
    contestDisplayTitle: string().defined(),
  }).test('problem-rules', 'problem rules', function rules(value) {
    const form = completeForm(value);
    const context = readContext(base, this);
    return reportIssues(this, [
      ...contestIssues(form, context),
      ...fileIoIssues(form),
      ...caseIssues(form),
      ...judgeCodeIssues(form, context),
      ...languageIssues(form),
      ...tagIssues(form),
      ...extraFileIssues(form.userExtraFile, 'userExtraFile'),
      ...extraFileIssues(form.judgeExtraFile, 'judgeExtraFile'),
    ]);
  });
}
