import type { MockDomain } from '../store/domain';
import { fileHandlers } from './fileHandlers';
import { importHandlers } from './importHandlers';
import { clearStatementFiles } from '../store/schema/files';
import { statementFileHandlers } from './statementFiles';
import { clearUploadedCases } from '../store/schema/uploadedCases';

/**
 * Problem packages: HOJ, QDUOJ, FPS and Hydro imports, HOJ's export, test-case zip uploads and downloads. Imports
 * write the problems domain's tables; the only state of its own is the uploads waiting to be saved with a problem.
 */
export const packagesDomain: MockDomain = {
  name: 'packages',
  seed() {
    clearUploadedCases();
    clearStatementFiles();
  },
  handlers: [...importHandlers, ...fileHandlers, ...statementFileHandlers],
};
