import { safeLinkUrl } from '@hoj/core/format/safeUrl';

/**
 * Replaced at build time by the `HOJ_POINTS_BOARD_URL` environment variable (vite `define`); tests set it on
 * `globalThis`. The points board is an external page, outside this app, and neither the backend nor the
 * website configuration names it, so each deployment says where it is.
 */
declare const __HOJ_POINTS_BOARD_URL__: string | undefined;

/**
 * The points board's address, or null when the deployment set none (the menu then leaves the entry out rather
 * than show a link to nowhere). Only http(s) addresses and paths on this site are followed.
 */
export function pointsBoardUrl(): string | null {
  return typeof __HOJ_POINTS_BOARD_URL__ === 'string' ? safeLinkUrl(__HOJ_POINTS_BOARD_URL__) : null;
}
