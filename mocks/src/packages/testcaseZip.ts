import { pairTestCaseFiles } from '@hoj/core/editor/testCasePairs';
import { PackageRefusal } from './refusal';
import { textOf, type ZipFiles } from './safeZip';
import { packageMessages } from './texts';
import type { UploadedCase } from './uploadedCases';

/**
 * The files the backend looks at: those at the top of the archive. A zip made by compressing a folder holds
 * everything inside that one folder; its files are taken instead, which is what the admin meant.
 */
function topLevelFiles(files: ZipFiles): ZipFiles {
  const top = [...files].filter(([path]) => !path.includes('/'));
  if (top.length > 0) return new Map(top);
  const folders = new Set([...files.keys()].map((path) => path.slice(0, path.indexOf('/'))));
  if (folders.size !== 1) return new Map();
  const [folder] = [...folders];
  const prefix = `${folder ?? ''}/`;
  return new Map(
    [...files]
      .filter(([path]) => !path.slice(prefix.length).includes('/'))
      .map(([path, bytes]) => [path.slice(prefix.length), bytes]),
  );
}

/**
 * Besides `X.in` with `X.out` or `X.ans`, the backend pairs `.txt` files by the words in their names:
 * `input3.txt` with `output3.txt`. Those are given aliases the shared pairing understands.
 */
function aliasOf(name: string): string {
  const txt = /^(.*)\.txt$/i.exec(name);
  if (!txt?.[1]) return name;
  const stem = txt[1];
  // The word leaves the sort key, so `input3` sorts as 3; the marker keeps it apart from a real `3.in`.
  if (stem.includes('input')) return `${stem.replace('input', '')}\u0001.in`;
  if (stem.includes('output')) return `${stem.replace('output', '')}\u0001.out`;
  return name;
}

/**
 * The cases of an uploaded test-case zip, in natural order. An input without its output still makes a case with
 * an empty `X.out`, as the backend writes one (special and interactive judges need no outputs); outputs without
 * inputs and other files are left out.
 */
export function casesOfTestcaseZip(files: ZipFiles): UploadedCase[] {
  const top = topLevelFiles(files);
  if (top.size === 0) throw new PackageRefusal('empty', packageMessages.testcaseEmpty);
  const original = new Map<string, string>();
  const entries = [...top].map(([name, bytes]) => {
    const alias = aliasOf(name);
    original.set(alias, name);
    return { name: alias, size: bytes.length };
  });
  const { pairs } = pairTestCaseFiles(entries, { requireOutputs: false });
  if (pairs.length === 0) throw new PackageRefusal('badFormat', packageMessages.testcaseNoPairs);
  return pairs.map((pair) => {
    const inputName = original.get(pair.input) ?? pair.input;
    const outputName = pair.output
      ? (original.get(pair.output) ?? pair.output)
      : inputName === pair.input
        ? `${pair.base}.out`
        : inputName.replace('input', 'output');
    return {
      input: textOf(top.get(inputName) ?? new Uint8Array()),
      output: pair.output ? textOf(top.get(outputName) ?? new Uint8Array()) : '',
      inputName,
      outputName,
    };
  });
}
