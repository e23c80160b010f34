import { serverTestCases } from '@hoj/core/editor/testCasePairs';
import { PackageRefusal } from './refusal';
import { textOf, type ZipFiles } from './safeZip';
import { packageMessages } from './texts';
import type { UploadedCase } from '../store/schema/uploadedCases';

/**
 * The cases of an uploaded test-case zip, by core's one rule of what HOJ stores (the browser's report before the
 * upload uses the same): files at the top of the archive only, `X.in` with `X.out`/`X.ans` or `inputN.txt` with
 * `outputN.txt`, and an input without its output still a case with the empty output the backend writes for it.
 */
export function casesOfTestcaseZip(files: ZipFiles): UploadedCase[] {
  if (files.size === 0) throw new PackageRefusal('empty', packageMessages.testcaseEmpty);
  const entries = [...files].map(([name, bytes]) => ({ name, size: bytes.length }));
  const { cases } = serverTestCases(entries);
  if (cases.length === 0) throw new PackageRefusal('badFormat', packageMessages.testcaseNoPairs);
  return cases.map((c) => ({
    input: textOf(files.get(c.input) ?? new Uint8Array()),
    output: c.inventedOutput ? '' : textOf(files.get(c.output) ?? new Uint8Array()),
    inputName: c.input,
    outputName: c.output,
  }));
}
