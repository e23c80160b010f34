/**
 * react-admin's default CSV exporter imports jsonexport statically, so every list page would carry it
 * although no list here exports through it. This stands in for `jsonexport/dist/index.js` (see vite.config.ts):
 * the same call, which fetches the real module the first time an export actually runs.
 */
export default function jsonExport(...args: unknown[]): Promise<unknown> {
  return import('jsonexport/lib/index.js').then((module) => module.default(...args));
}
