/**
 * User-timing marks the portal sets on a problem page, read by `npm run bench:problem` (and visible to any
 * real-user monitoring): the statement is on screen, the code editor takes typing.
 */
export const PERF_MARKS = {
  statementVisible: 'hoj:statement-visible',
  editorReady: 'hoj:editor-ready',
} as const;

export type PerfMark = (typeof PERF_MARKS)[keyof typeof PERF_MARKS];

/** Sets the mark once per document: a re-render or a second editor must not move the first moment. */
export function markOnce(name: PerfMark): void {
  // jsdom (component tests) has no user timing: nothing to mark there.
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
}
