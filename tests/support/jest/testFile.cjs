'use strict';
/**
 * What both test environments do around each test file: run it in its project's time zone (timeZone.cjs) and
 * switch off its async-context stores when it is over (asyncContexts.cjs).
 */
const asyncContexts = require('./asyncContexts.cjs');
const { enterTimeZone } = require('./timeZone.cjs');

/**
 * Called first in an environment's constructor, before the base environment builds the file's globals.
 * @param {{ projectConfig: { testEnvironmentOptions?: { timeZone?: string } } }} config
 * @returns {() => void} what the environment's teardown calls last
 */
function startTestFile(config) {
  const leaveZone = enterTimeZone(config.projectConfig.testEnvironmentOptions?.timeZone);
  asyncContexts.track();
  return () => {
    asyncContexts.release();
    leaveZone();
  };
}

module.exports = { startTestFile };
