/**
 * The headers both apps are served with in production: the nginx example in `deploy/` sets exactly these, and
 * the Vite preview servers the end-to-end tests run against set them too, so every e2e test runs under the
 * policy and fails on a violation. Scripts, styles, fonts, workers and API calls come from the site itself;
 * nothing is inline but styles (the back office's component library and KaTeX write style attributes and tags),
 * nothing is evaluated, and no other site may frame the apps. Images may come from other sites over https
 * only: statements and announcements link their figures from elsewhere, and the renderer shows them at once in
 * staff content and on the reader's request in user content (never over http). That is a deployment setting: a
 * school that wants no image from another site removes `https:` from img-src (README "Deployment"), and such
 * images then fail to load.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
