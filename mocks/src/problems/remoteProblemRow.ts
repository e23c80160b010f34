import { storedExamples } from './problemText';
import { remoteLanguageNames } from './seedLanguages';
import type { RemoteProblemDraft } from './seedRemoteStatements';
import type { ProblemRow } from '../store/schema/problems';

/**
 * A remote judge's problem as this site stores it: public, judged remotely with the remote judge's languages,
 * no test data of its own. The seed and the admin's remote import both make them this way.
 */
export function remoteProblemRow(
  draft: RemoteProblemDraft,
  id: number,
  author: string,
  at: Date,
): ProblemRow {
  return {
    id,
    problemId: draft.problemId,
    title: draft.title,
    difficulty: draft.difficulty,
    type: 0,
    auth: 1,
    gid: null,
    author,
    description: draft.description,
    input: draft.input,
    output: draft.output,
    hint: draft.hint,
    source: draft.source,
    examples: storedExamples(draft),
    timeLimit: draft.timeLimit,
    memoryLimit: draft.memoryLimit,
    stackLimit: 128,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemote: true,
    remoteOj: draft.remoteOj,
    ioScore: 100,
    codeShare: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    openCaseResult: false,
    isRemoveEndBlank: true,
    languages: remoteLanguageNames(draft.remoteOj),
    codeTemplates: {},
    // The remote judge holds the test data.
    cases: [],
    isUploadCase: false,
    gmtCreate: at,
    gmtModified: at,
  };
}
