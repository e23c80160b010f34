import { storeMap, storeRecord } from '../cells';

/** One case file pair of an uploaded test-case zip, with the texts the problem will keep. */
export interface UploadedCase {
  /** Content of the input file. */
  input: string;
  /** Content of the output file; '' when the zip had none (special or interactive judge). */
  output: string;
  /** File name of the input inside the zip, e.g. `1.in`. */
  inputName: string;
  /** File name of the output; for an input without one, the empty `X.out` the backend writes in its place. */
  outputName: string;
}

/**
 * Test-case zips uploaded but not yet saved with a problem, by the server directory the upload answered
 * (`fileListDir`). The backend keeps them in a temporary folder until the problem form is saved; here they live
 * in memory until taken or until the mock is reset.
 */
const pending = storeMap<string, UploadedCase[]>('uploaded_cases');

const uploads = storeRecord('uploaded_case_dirs', { count: 0 });

/** Keeps the cases of an upload and returns the directory name the client must send back. */
export function keepUploadedCases(cases: readonly UploadedCase[]): string {
  uploads.count += 1;
  const dir = `/hoj/file/zip/upload-${String(uploads.count).padStart(4, '0')}`;
  pending.set(
    dir,
    cases.map((c) => ({ ...c })),
  );
  return dir;
}

/**
 * The cases uploaded under `dir`, removed from the pending uploads (the backend moves the folder into the
 * problem's test data when it saves, so a second save cannot reuse it); null for an unknown or already used dir.
 */
export function takeUploadedCases(dir: string): UploadedCase[] | null {
  const cases = pending.get(dir);
  if (!cases) return null;
  pending.delete(dir);
  return cases;
}

/** Forgets every pending upload (mock reset). */
export function clearUploadedCases(): void {
  pending.clear();
  uploads.count = 0;
}
