import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Waits until nothing on the page says it is still loading: no element marked busy (skeletons, an editor or
 * answer on its way) and no progress bar without a value (a spinner). A state to wait for instead of network
 * silence, which never comes on a page that polls and proves nothing about what has been drawn.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])').length,
      ),
    )
    .toBe(0);
}

/**
 * Waits until no CSS transition is running. Colours fade on a change of state (a theme switch fades the
 * buttons' colours for 150 ms): a scan in the middle measured a half-dark button at a contrast of 2.97 that no
 * reader ever sees for long. Transitions end by themselves, also while a spec holds the page's timers.
 */
async function waitForTransitions(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
            .length,
      ),
    )
    .toBe(0);
}

/**
 * Runs axe-core on the page as it is, once no transition is under way, and fails on any serious or critical
 * violation, listing rule, help and the first elements. axe is evaluated through the DevTools protocol, which the
 * page's Content-Security-Policy does not govern (a script tag would be refused). `soft` records a failure and
 * lets the test go on to its next page, so a scan of several pages reports every page that fails.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  await waitForTransitions(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], reporter: 'v1' });
    return result.violations;
  });
  const serious = (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ');
      // axe's own reason for the first element (the colours and ratio of a contrast failure, say).
      const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `${v.impact} ${v.id}: ${v.help} (${where}) ${why}`.trim();
    });
  (soft ? expect.soft : expect)(serious, `accessibility of ${label}`).toEqual([]);
}

/** A language and theme pair the accessibility specs scan a set of pages in. */
export interface ScanRun<T> {
  locale: 'en-US' | 'zh-CN';
  colorScheme: 'light' | 'dark';
  pages: readonly T[];
}

/**
 * Every page in English and the light theme; Chinese and the dark theme together on the representative pages.
 * What axe checks per language (lang, names, labels) does not depend on colours, and what it checks per theme
 * (contrast) does not depend on words, so one run covers both (each spec says why its set is representative).
 */
export function scanRuns<T extends { name: string }>(
  pages: readonly T[],
  representative: ReadonlySet<string>,
): ScanRun<T>[] {
  const missing = [...representative].filter((name) => !pages.some((target) => target.name === name));
  if (missing.length > 0) throw new Error(`representative pages not in the list: ${missing.join(', ')}`);
  return [
    { locale: 'en-US', colorScheme: 'light', pages },
    {
      locale: 'zh-CN',
      colorScheme: 'dark',
      pages: pages.filter((target) => representative.has(target.name)),
    },
  ];
}

/**
 * The pages of a run by the account that opens them (undefined for a visitor), in their order: a scan opens
 * each account's pages one after another in one tab. A test of its own per page spent more on a fresh browser
 * context, the sign-in and the app's first start than on the page and its scan.
 */
export function byAccount<T extends { as?: string }>(pages: readonly T[]): [string | undefined, T[]][] {
  const groups = new Map<string | undefined, T[]>();
  for (const target of pages) groups.set(target.as, [...(groups.get(target.as) ?? []), target]);
  return [...groups];
}
