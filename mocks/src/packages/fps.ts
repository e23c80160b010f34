import { imageMimeType, imageTypeOf } from '@hoj/core/parse/imageType';
import { PUBLIC_IMG_PREFIX } from '../store/schema/files';
import { contentStamp } from './checksum';
import { IMPORT_DEFAULTS, type ImportedImage, type ImportedProblem } from './importedProblem';
import { PackageRefusal } from './refusal';
import { DEFAULT_ZIP_LIMITS, looksLikeZip, readZip, textOf, type ZipLimits } from './safeZip';
import { packageMessages } from './texts';
import { childrenNamed, firstNamed, parseXml, textContent, type XmlElement } from './xmlTree';

/** FPS template languages the site's judge knows, by the names HOJ gives them. */
const FPS_LANGUAGES: Record<string, string> = {
  C: 'C',
  'C++': 'C++',
  Java: 'Java',
  Python: 'Python3',
  Go: 'Golang',
  'C#': 'C#',
};

/** Special judges HOJ accepts from FPS: C and C++ checkers only. */
const SPJ_LANGUAGES = new Set(['C', 'C++']);

const badXml = () => new PackageRefusal('badFormat', packageMessages.badXml);

/** `<time_limit>` in ms: seconds unless `unit="ms"`, decimals allowed (1.5 s is 1500 ms). */
function timeLimitOf(element: XmlElement | undefined): number {
  if (!element) return IMPORT_DEFAULTS.timeLimit;
  const value = Number.parseFloat(textContent(element).trim());
  if (!Number.isFinite(value) || value <= 0) throw badXml();
  const unit = (element.attrs.unit ?? 's').toLowerCase();
  if (unit !== 's' && unit !== 'ms') throw badXml();
  return Math.round(unit === 'ms' ? value : value * 1000);
}

/** `<memory_limit>` in MB: MB unless `unit="kb"`, which rounds up to whole MB. */
function memoryLimitOf(element: XmlElement | undefined): number {
  if (!element) return IMPORT_DEFAULTS.memoryLimit;
  const value = Number.parseFloat(textContent(element).trim());
  if (!Number.isFinite(value) || value <= 0) throw badXml();
  const unit = (element.attrs.unit ?? 'mb').toLowerCase();
  if (unit !== 'kb' && unit !== 'mb') throw badXml();
  return Math.ceil(unit === 'kb' ? value / 1024 : value);
}

function decodeBase64(text: string): Uint8Array {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    throw badXml();
  }
}

/**
 * The item's embedded images, each named after its content so the same picture is stored once. Their type is
 * what the bytes say, whatever `src` is called; bytes that are no raster image (a renamed text, an SVG that can
 * carry script) refuse the package, naming the item and the picture, rather than breaking the statement.
 */
function imagesOf(item: XmlElement, title: string): { src: string; image: ImportedImage }[] {
  return childrenNamed(item, 'img').flatMap((img) => {
    const src = textContent(firstNamed(img, 'src')).trim();
    const base64 = textContent(firstNamed(img, 'base64'));
    if (!src || !base64.trim()) return [];
    const bytes = decodeBase64(base64);
    const type = imageTypeOf(bytes);
    if (!type) throw new PackageRefusal('badFormat', packageMessages.badImage(title, src));
    const name = `fps-${contentStamp(bytes)}.${type}`;
    return [{ src, image: { name, contentType: imageMimeType(type), bytes } }];
  });
}

/** The texts of an item's children of one name, in document order. */
const textsOf = (item: XmlElement, name: string) =>
  childrenNamed(item, name).map((element) => textContent(element));

/** Pairs two lists by position (checked to be as long, or outputs absent: then each output reads as ''). */
function byPosition(inputs: readonly string[], outputs: readonly string[]) {
  return inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }));
}

/**
 * The item's test cases, paired by position. HOJ stops on an item with more `test_input` than `test_output`
 * (it reads past the end of the outputs and the whole import fails) and silently drops outputs beyond the
 * inputs; the mock refuses both, naming the item. An item with no outputs at all is HOJ's input-only form,
 * which it stores with empty outputs: the mock takes it only when a special judge can check without them.
 */
function testCasesOf(item: XmlElement, title: string, hasSpj: boolean) {
  const inputs = textsOf(item, 'test_input');
  const outputs = textsOf(item, 'test_output');
  if (inputs.length === 0) throw new PackageRefusal('badFormat', packageMessages.fpsNoCases(title));
  if (outputs.length === 0 && !hasSpj)
    throw new PackageRefusal('badFormat', packageMessages.fpsNoOutputs(title));
  if (outputs.length > 0 && outputs.length !== inputs.length)
    throw new PackageRefusal(
      'badFormat',
      packageMessages.fpsCaseCounts(title, inputs.length, outputs.length),
    );
  return byPosition(inputs, outputs).map((pair) => ({ ...pair, score: null, groupNum: null }));
}

/** The item's samples; HOJ fails on a sample input without its output, the mock names the item instead. */
function samplesOf(item: XmlElement, title: string) {
  const inputs = textsOf(item, 'sample_input');
  const outputs = textsOf(item, 'sample_output');
  if (inputs.length !== outputs.length)
    throw new PackageRefusal(
      'badFormat',
      packageMessages.fpsSampleCounts(title, inputs.length, outputs.length),
    );
  return byPosition(inputs, outputs);
}

function readItem(item: XmlElement): ImportedProblem {
  const title = textContent(firstNamed(item, 'title')).trim();
  if (!title) throw badXml();
  const images = imagesOf(item, title);
  // Statements point at the image's original `src`; they are rewritten to where the mock serves it.
  const withImages = (text: string) =>
    images.reduce((out, { src, image }) => out.split(src).join(`${PUBLIC_IMG_PREFIX}${image.name}`), text);

  const spjElement = firstNamed(item, 'spj');
  const spjLanguage = spjElement?.attrs.language ?? '';
  const spjCode = textContent(spjElement);
  const spj =
    SPJ_LANGUAGES.has(spjLanguage) && spjCode.trim() ? { language: spjLanguage, code: spjCode } : null;
  const cases = testCasesOf(item, title, spj !== null);

  const codeTemplates = childrenNamed(item, 'template').flatMap((template) => {
    const language = FPS_LANGUAGES[template.attrs.language ?? ''];
    return language ? [{ language, code: textContent(template) }] : [];
  });

  return {
    problemId: null,
    title,
    description: withImages(textContent(firstNamed(item, 'description'))),
    input: withImages(textContent(firstNamed(item, 'input'))),
    output: withImages(textContent(firstNamed(item, 'output'))),
    hint: withImages(textContent(firstNamed(item, 'hint'))),
    source: textContent(firstNamed(item, 'source')),
    examples: samplesOf(item, title),
    timeLimit: timeLimitOf(firstNamed(item, 'time_limit')),
    memoryLimit: memoryLimitOf(firstNamed(item, 'memory_limit')),
    stackLimit: IMPORT_DEFAULTS.stackLimit,
    type: 0,
    judgeMode: spj ? 'spj' : 'default',
    judgeCaseMode: 'default',
    spj,
    tags: [],
    languages: null,
    codeTemplates,
    cases,
    images: images.map(({ image }) => image),
  };
}

/** The `<item>`s of one FPS document. */
export function readFpsXml(text: string): ImportedProblem[] {
  let roots: ReturnType<typeof parseXml>;
  try {
    roots = parseXml(text);
  } catch {
    throw badXml();
  }
  const fps = roots.find((root) => root.name === 'fps');
  if (!fps) throw badXml();
  return childrenNamed(fps, 'item').map(readItem);
}

/**
 * An FPS upload: one XML document, or a zip of them (read with the zip limits, files in name order). Throws a
 * `PackageRefusal` for anything it cannot import; an upload without a single item is refused too.
 */
export function readFps(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ImportedProblem[] {
  let problems: ImportedProblem[];
  if (looksLikeZip(bytes)) {
    const files = readZip(bytes, limits);
    const names = [...files.keys()].filter((name) => name.toLowerCase().endsWith('.xml')).sort();
    problems = names.flatMap((name) => readFpsXml(textOf(files.get(name) ?? new Uint8Array())));
  } else {
    if (bytes.length > limits.maxEntryBytes)
      throw new PackageRefusal('entryTooLarge', packageMessages.fileTooLarge(limits.maxEntryBytes));
    problems = readFpsXml(textOf(bytes));
  }
  if (problems.length === 0) throw new PackageRefusal('empty', packageMessages.noProblems);
  return problems;
}
