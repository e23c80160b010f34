import type { RequestHandler } from 'msw';
import { downloadFallbacks } from './fallback/downloads';
import { generatedJsonHandlers } from './fallback/generated';
import { gatedFallback } from './http/operation';
import { statefulHandlers } from './registry';

/**
 * Every operation without store logic: orval's faker handlers for JSON answers, small real files for downloads.
 * They sit behind the contract's login, role and switch rules, and their answers are contract-checked, like the
 * stateful ones.
 */
export const fallbackHandlers: RequestHandler[] = [...downloadFallbacks, ...generatedJsonHandlers].map(
  gatedFallback,
);

/** The domains' handlers first; msw uses the first handler that answers. */
export const handlers: RequestHandler[] = [...statefulHandlers, ...fallbackHandlers];
