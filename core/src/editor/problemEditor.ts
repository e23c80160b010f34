/**
 * The problem editor's rules, shared by the back office and the group admin pages: the form shape and its
 * defaults, the save-time schema and the mapping to and from the contract bodies.
 */
export {
  PROBLEM_DEFAULTS,
  filledExamples,
  isDuplicateTag,
  needsGroupNumbers,
  newProblemForm,
  spreadOiScores,
  startingLanguages,
  withSpreadScores,
  type CodeTemplateRow,
  type ExtraFileRow,
  type ProblemCaseRow,
  type ProblemForm,
  type TagRow,
} from './problemForm';
export { problemSchema, type ProblemSchemaContext } from './problemSchema';
export { formatExtraFiles, parseExtraFiles } from './extraFiles';
export { syncCodeTemplates } from './codeTemplates';
export {
  fromProblemDetail,
  originalOf,
  toProblemBody,
  type ProblemBodyOptions,
  type ProblemOriginal,
} from './problemBody';
export { sameNamed, tagKey } from './tagNames';
