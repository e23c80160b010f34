import { isApiError } from '@hoj/core/http/apiError';
import { newestProblemId, problemsAddedAfter, type ImportedRow } from './importedProblems';
import { PACKAGE_FORMATS, type PackageFormat } from './packageFormats';
import { uploadWithProgress } from '@hoj/core/http/uploadWithProgress';

export interface ImportOutcome {
  /** The problems the package added (all of them, or those that got in before a failure). */
  rows: ImportedRow[];
  /** The server's report when only part of the package was imported (HOJ tallies taken display ids). */
  partialFailure: string | null;
  /** Why the new problems could not be listed, when the import itself went through. */
  listFailure: string | null;
}

export interface ImportRunOptions {
  signal: AbortSignal;
  /** 0–100 while the file is sent; 100 once the server has it all and is importing. */
  onProgress(percent: number): void;
}

const messageOf = (error: unknown): string =>
  isApiError(error) ? error.msg : error instanceof Error ? error.message : String(error);

/**
 * Uploads a package and finds out what it became. The import calls answer only success or a message, so the
 * newest problem id is noted first and the problems above it are read back afterwards. A refusal that added
 * nothing rejects with the server's error; a failure after some problems got in (the backend imports problem by
 * problem) resolves with those problems and the server's report.
 */
export async function runImport(
  format: PackageFormat,
  file: Blob & { name: string },
  { signal, onProgress }: ImportRunOptions,
): Promise<ImportOutcome> {
  const before = await newestProblemId();
  const form = new FormData();
  form.append('file', file, file.name);
  let failure: unknown = null;
  try {
    await uploadWithProgress(PACKAGE_FORMATS[format].url, form, {
      signal,
      silent: true,
      onProgress: ({ loaded, total }) =>
        onProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    failure = error;
  }
  onProgress(100);
  let rows: ImportedRow[] = [];
  let listFailure: string | null = null;
  try {
    rows = await problemsAddedAfter(before);
  } catch (error) {
    listFailure = messageOf(error);
  }
  if (failure !== null && rows.length === 0) throw failure;
  return { rows, partialFailure: failure === null ? null : messageOf(failure), listFailure };
}
