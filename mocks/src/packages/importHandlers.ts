import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { checkLanguages, commitImport, importFailure } from './commitImport';
import { readFps } from './fps';
import { readHoj } from './hoj';
import { readHydro } from './hydro';
import type { ImportedProblem } from './importedProblem';
import { extensionOf, readUpload } from './multipart';
import { readQduoj } from './qduoj';
import { PackageRefusal, refusalFailure } from './refusal';
import { packageMessages } from './texts';

interface ImportFormat {
  /** File extensions accepted, checked first as the backend does. */
  extensions: readonly string[];
  wrongType: string;
  read: (bytes: Uint8Array) => ImportedProblem[];
  /** What the failure tally names: HOJ's import lists display ids, the others titles. */
  label: 'ID' | '标题';
  /** HOJ's own export must name only languages this site has. */
  strictLanguages?: boolean;
}

const FORMATS = {
  // The backend takes FPS as one XML file; the mock also takes a zip of XML files, the way FPS sets are shared.
  fps: { extensions: ['xml', 'zip'], wrongType: packageMessages.xmlOnly, read: readFps, label: '标题' },
  qduoj: { extensions: ['zip'], wrongType: packageMessages.zipOnly, read: readQduoj, label: '标题' },
  hydro: { extensions: ['zip'], wrongType: packageMessages.zipOnly, read: readHydro, label: '标题' },
  hoj: {
    extensions: ['zip'],
    wrongType: packageMessages.zipOnly,
    read: readHoj,
    label: 'ID',
    strictLanguages: true,
  },
} satisfies Record<string, ImportFormat>;

/**
 * One import call: the file's extension, then the whole package parsed (a refused package stores nothing), then
 * the problems added one by one. Problems whose display id is taken fail alone and are tallied in a body status
 * 400, the rest stay imported, as the backend answers.
 */
async function runImport(request: Request, author: string, format: ImportFormat): Promise<{ data: null }> {
  const upload = await readUpload(request);
  if (!format.extensions.includes(extensionOf(upload.name))) throw new ApiFailure(400, format.wrongType);
  let parsed: ImportedProblem[];
  try {
    parsed = format.read(upload.bytes);
  } catch (error) {
    if (error instanceof PackageRefusal) throw refusalFailure(error);
    throw error;
  }
  if (format.strictLanguages) checkLanguages(parsed, (p) => p.problemId ?? p.title);
  const outcome = commitImport(parsed, author, format.label);
  const failure = importFailure(outcome, parsed.length, format.label);
  if (failure) throw failure;
  return { data: null };
}

// Root only (x-roles): the gate answers HTTP 403 to everybody else before the file is read.
export const importHandlers = [
  operation('importFPSProblem', 'required', ({ request, user }) =>
    runImport(request, user.username, FORMATS.fps),
  ),
  operation('importQDOJProblem', 'required', ({ request, user }) =>
    runImport(request, user.username, FORMATS.qduoj),
  ),
  operation('importHydroProblem', 'required', ({ request, user }) =>
    runImport(request, user.username, FORMATS.hydro),
  ),
  operation('importProblem', 'required', ({ request, user }) =>
    runImport(request, user.username, FORMATS.hoj),
  ),
];
