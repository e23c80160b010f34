import type { Page } from 'puppeteer-core';

/**
 * A function of this file's as source text the page runs, called with `args` (JSON values). tsx compiles the
 * benches with esbuild's keepNames, which wraps every named inner function in a `__name(...)` call the page does
 * not have; the text defines it around the function, so in-page code may name its helpers like any other code.
 */
export function pageScript<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/** Runs `fn` in the page (awaiting a promise it returns) and gives back its JSON result. */
export async function inPage<R, A extends unknown[]>(
  page: Page,
  fn: (...args: A) => R,
  ...args: A
): Promise<Awaited<R>> {
  return (await page.evaluate(pageScript(fn, ...args))) as Awaited<R>;
}

/** Runs `fn` in every document the page opens from now on, before the document's own scripts. */
export async function beforePageScripts<A extends unknown[]>(
  page: Page,
  fn: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  await page.evaluateOnNewDocument(pageScript(fn, ...args));
}
