import {
  getImportFPSProblemUrl,
  getImportHydroProblemUrl,
  getImportProblemUrl,
  getImportQDOJProblemUrl,
} from '@generated/api/file/file';

export type PackageFormat = 'hoj' | 'qduoj' | 'fps' | 'hydro';

export interface PackageFormatInfo {
  /** The import call's URL. */
  url: string;
  /** What the file picker offers (the server checks the extension first). */
  accept: string;
  extensions: readonly string[];
}

/** The four importers, in the order the old front end showed them. */
export const PACKAGE_FORMATS: Readonly<Record<PackageFormat, PackageFormatInfo>> = {
  hoj: { url: getImportProblemUrl(), accept: '.zip', extensions: ['zip'] },
  qduoj: { url: getImportQDOJProblemUrl(), accept: '.zip', extensions: ['zip'] },
  fps: { url: getImportFPSProblemUrl(), accept: '.xml,.zip', extensions: ['xml', 'zip'] },
  hydro: { url: getImportHydroProblemUrl(), accept: '.zip', extensions: ['zip'] },
};

export const FORMAT_ORDER: readonly PackageFormat[] = ['hoj', 'qduoj', 'fps', 'hydro'];

export function isPackageFormat(value: unknown): value is PackageFormat {
  return typeof value === 'string' && (FORMAT_ORDER as readonly string[]).includes(value);
}
