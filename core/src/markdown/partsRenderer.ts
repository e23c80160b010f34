import { loadOnce } from '../lazy/loadOnce';

/**
 * The renderer of long documents (markdownDocument.ts, with splitParts.ts and the slices that draw the parts):
 * most content is short, so it is fetched the first time a long document is shown.
 */
export const partsRenderer = loadOnce(() => import('./markdownDocument'));
