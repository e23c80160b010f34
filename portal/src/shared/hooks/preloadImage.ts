import { safeLinkUrl } from '@hoj/core/format/safeUrl';

const preloaded = new Set<string>();

/**
 * Starts downloading an image the next render will show, so it is not requested only once that render has
 * run (the home page's first slide is its largest paint). Same-origin or http(s) addresses only, each once.
 */
export function preloadImage(url: string | null | undefined): void {
  const href = safeLinkUrl(url);
  if (!href || preloaded.has(href) || typeof document === 'undefined') return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
