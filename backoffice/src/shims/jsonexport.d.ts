declare module 'jsonexport/lib/index.js' {
  const jsonExport: (...args: unknown[]) => unknown;
  export default jsonExport;
}
