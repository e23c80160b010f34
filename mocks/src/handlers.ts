import type { RequestHandler } from 'msw';
import { downloadFallbacks } from './fallback/downloads';
import { emptyJsonHandlers } from './fallback/emptyHandlers';
import { gatedFallback } from './http/operation';
import { statefulHandlers } from './registry';

/**
 * Every operation without store logic: the emptiest valid answer for JSON, small fixed files for downloads.
 * They sit behind the contract's login, role and switch rules, and their answers are contract-checked, like the
 * stateful ones. Each answer is recorded, so tests can fail when a screen is fed by one.
 */
export const fallbackHandlers: RequestHandler[] = [...downloadFallbacks, ...emptyJsonHandlers].map(
  gatedFallback,
);

/** The domains' handlers first; msw uses the first handler that answers. */
export const handlers: RequestHandler[] = [...statefulHandlers, ...fallbackHandlers];
