import { imageMimeType, imageTypeOf } from '@hoj/core/parse/imageType';
import { PUBLIC_IMG_PREFIX } from '../store/schema/files';
import { contentStamp } from './checksum';
import type { ImportedImage } from './importedProblem';
import { baseName, filesUnder } from './packageFiles';
import { PackageRefusal } from './refusal';
import type { ZipFiles } from './safeZip';
import { PUBLIC_FILE_PREFIX } from '../store/schema/files';
import { packageMessages } from './texts';

const FOLDER = 'additional_file/';

/** What a problem's `additional_file/` becomes: pictures, other files, and the statement pointing at them. */
export interface HydroStatementFiles {
  description: string;
  images: ImportedImage[];
  files: ImportedImage[];
}

interface Stored {
  /** Path inside `additional_file/`. */
  path: string;
  file: ImportedImage;
  url: string;
}

/**
 * A stored name that cannot collide between problems or packages (the content's checksum) and stays readable.
 * Pictures take the extension of the type their bytes show; other files keep their own name.
 */
function stored(path: string, bytes: Uint8Array): Stored {
  const stamp = contentStamp(bytes);
  const type = imageTypeOf(bytes);
  if (type) {
    const name = `hydro-${stamp}.${type}`;
    return {
      path,
      file: { name, contentType: imageMimeType(type), bytes },
      url: `${PUBLIC_IMG_PREFIX}${name}`,
    };
  }
  const name = `${stamp}-${baseName(path).replace(/[^\w.-]+/g, '_')}`;
  return {
    path,
    file: { name, contentType: 'application/octet-stream', bytes },
    url: `${PUBLIC_FILE_PREFIX}${name}`,
  };
}

/** The ways a Hydro statement refers to one of its files: `file://x.png` (Hydro's own) or a relative path. */
const referencesTo = (path: string): string[] =>
  [path, encodeURI(path)].flatMap((name) => [`file://${name}`, `./${FOLDER}${name}`, `${FOLDER}${name}`]);

/** A reference left over once every file of the folder was rewritten: a file the statement names but lacks. */
const DANGLING = /file:\/\/([^\s)"'<>]+)|(?:\.\/)?additional_file\/([^\s)"'<>]+)/;

function decodedName(reference: string): string {
  try {
    return decodeURI(reference);
  } catch {
    return reference;
  }
}

/**
 * Reads a Hydro problem's `additional_file/` and points its statement at where the files are served: pictures
 * (typed by their bytes, not their names) under the public image path, anything else under the public file
 * path, both as HOJ serves them. HOJ copies only the files the statement names with `(file://…)` and leaves
 * a reference to a missing file in place; the mock refuses such a statement, naming the problem and the file,
 * since its picture would be lost.
 */
export function readHydroFiles(
  files: ZipFiles,
  folder: string,
  key: string,
  description: string,
): HydroStatementFiles {
  const all = [...filesUnder(files, `${folder}${FOLDER}`)].map(([path, bytes]) => stored(path, bytes));
  // Longer names first, so `a.png.txt` is rewritten before `a.png` could match inside it.
  const byLength = [...all].sort((a, b) => b.path.length - a.path.length);
  let text = description;
  for (const { path, url } of byLength)
    for (const reference of referencesTo(path)) text = text.split(reference).join(url);
  const dangling = DANGLING.exec(text);
  if (dangling) {
    const name = decodedName(dangling[1] ?? dangling[2] ?? '');
    throw new PackageRefusal('badFormat', packageMessages.missingFile(key, `${FOLDER}${name}`));
  }
  return {
    description: text,
    images: all.filter(({ url }) => url.startsWith(PUBLIC_IMG_PREFIX)).map(({ file }) => file),
    files: all.filter(({ url }) => url.startsWith(PUBLIC_FILE_PREFIX)).map(({ file }) => file),
  };
}
