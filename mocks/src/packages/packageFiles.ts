import { naturalCompare, pairTestCaseFiles } from '@hoj/core/editor/testCasePairs';
import type { ImportedCase } from './importedProblem';
import { PackageRefusal } from './refusal';
import { textOf, type ZipFiles } from './safeZip';
import { packageMessages } from './texts';

/** Folder part of a path (`a/b/c.json` → `a/b/`); '' at the top. */
export function folderOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at + 1);
}

/** Last segment of a path, without a trailing `/`. */
export function baseName(path: string): string {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/**
 * The folders holding a marker file (`problem.json`, `problem.yaml`), whether the archive lists the problems at
 * its top or wraps them in one folder, in natural order of their names. Deeper copies are not problems.
 */
export function problemFolders(files: ZipFiles, marker: string): string[] {
  const folders = [...files.keys()]
    .filter((path) => baseName(path) === marker)
    .map(folderOf)
    .filter((folder) => folder !== '' && folder.split('/').length <= 3);
  return folders.sort((a, b) => naturalCompare(a, b));
}

/** The files directly or deeply under a folder, with paths relative to it. */
export function filesUnder(files: ZipFiles, folder: string): ZipFiles {
  const inside: ZipFiles = new Map();
  for (const [path, bytes] of files)
    if (path.startsWith(folder)) inside.set(path.slice(folder.length), bytes);
  return inside;
}

/** A file's text, or a refusal naming the problem whose package lacks it. */
export function requiredText(files: ZipFiles, path: string, problemKey: string): string {
  const bytes = files.get(path);
  if (!bytes) throw new PackageRefusal('badFormat', packageMessages.missingFile(problemKey, path));
  return textOf(bytes);
}

/**
 * Cases from the `.in`/`.out` (or `.ans`) files of a folder, paired and ordered like an uploaded test-case zip.
 * With `requireOutputs` false (special and interactive judges) an input alone is a case with an empty output;
 * otherwise an input without its output refuses the package, naming the problem and the missing file, since a
 * case dropped or judged against an empty answer would be a silent error.
 */
export function casesFromFolder(
  files: ZipFiles,
  folder: string,
  requireOutputs: boolean,
  problemKey: string,
): { cases: ImportedCase[]; names: { input: string; output: string }[] } {
  const inside = filesUnder(files, folder);
  const entries = [...inside]
    .filter(([name]) => !name.includes('/'))
    .map(([name, bytes]) => ({ name, size: bytes.length }));
  const { pairs } = pairTestCaseFiles(entries, { requireOutputs: false });
  const lone = pairs.find((pair) => pair.output === null);
  if (lone && requireOutputs)
    throw new PackageRefusal(
      'badFormat',
      packageMessages.missingFile(problemKey, `${baseName(folder)}/${lone.base}.out`),
    );
  return {
    cases: pairs.map((pair) => ({
      input: textOf(inside.get(pair.input) ?? new Uint8Array()),
      output: pair.output ? textOf(inside.get(pair.output) ?? new Uint8Array()) : '',
      score: null,
      groupNum: null,
    })),
    names: pairs.map((pair) => ({ input: pair.input, output: pair.output ?? '' })),
  };
}
