'use strict';
/**
 * A project's time zone (`testEnvironmentOptions.timeZone`) for the length of one test file. Node applies an
 * assignment to process.env.TZ at once, to Date and to Intl alike, so the suites that run a second time in another
 * zone can share the workers of the main run instead of a jest run of their own; the worker's own zone is put
 * back when the file is over.
 */

/**
 * @param {string | undefined} zone
 * @returns {() => void} puts the zone before back
 */
function enterTimeZone(zone) {
  if (typeof zone !== 'string' || zone === '') return () => undefined;
  const before = process.env.TZ;
  process.env.TZ = zone;
  return () => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
}

module.exports = { enterTimeZone };
