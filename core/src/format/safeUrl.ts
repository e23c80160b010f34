/**
 * Links that a user or an admin supplied (a profile's blog, a carousel slide, a site's record URL) are followed
 * only when they are http(s) or a path on this site: `javascript:`, `data:` and other schemes never become a
 * link. Returns the URL to use, or null when it must not be a link.
 */
export function safeLinkUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  // A path on this site, but not a protocol-relative `//host` (another site) or a `/\host` that browsers read so.
  if (url.startsWith('/')) return /^\/[/\\]/.test(url) ? null : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
}

/** Whether a typed link may be saved: empty (no link), or an absolute http(s) URL. */
export function isSavableLink(value: string): boolean {
  const url = value.trim();
  return url === '' || (!url.startsWith('/') && safeLinkUrl(url) !== null);
}
