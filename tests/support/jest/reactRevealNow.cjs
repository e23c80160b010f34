'use strict';
/**
 * jest transform for react-dom's development client: Suspense content that arrives within 300 ms of a fallback
 * is held back until those 300 ms are over (React's FALLBACK_THROTTLE_MS, so that a page does not flicker
 * between fallback and content). In a browser that is a visual nicety; in jest it is a real-time wait after
 * every lazy page and chunk, outside act(), which tests can only sit through: it was about a sixth of the portal
 * suites' wall time with both cores idle. The transform sets it to 0, so content shows when it is there.
 * If a React release renames the constant, the transform throws rather than silently keeping the wait.
 */
const { createHash } = require('node:crypto');

const THROTTLE = /\bFALLBACK_THROTTLE_MS = 300\b/;
const VERSION = 'reactRevealNow-1';

module.exports = {
  process(source, filename) {
    if (!THROTTLE.test(source))
      throw new Error(
        `reactRevealNow: ${filename} has no "FALLBACK_THROTTLE_MS = 300"; update the transform`,
      );
    return { code: source.replace(THROTTLE, 'FALLBACK_THROTTLE_MS = 0') };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(VERSION).update(filename).update(source).digest('hex');
  },
};
