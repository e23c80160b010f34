'use strict';
/**
 * The jsdom environment the jsdom projects run in: jest-fixed-jsdom (Node's fetch, streams and encoders in the
 * window), with jsdom's style matching behind the class pre-check of styleRuleFilter.cjs. The filter is put in
 * before jsdom is first loaded in the worker, which is why this file requires it first. A file runs in its
 * project's time zone (timeZone.cjs); when it is over, its async-context stores are switched off
 * (asyncContexts.cjs).
 */
const { installStyleRuleFilter } = require('./styleRuleFilter.cjs');
const asyncContexts = require('./asyncContexts.cjs');
const { enterTimeZone } = require('./timeZone.cjs');

installStyleRuleFilter();

const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class FastJsdomEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    const leaveZone = enterTimeZone(config.projectConfig.testEnvironmentOptions?.timeZone);
    super(config, context);
    asyncContexts.track();
    this.leaveZone = leaveZone;
  }

  async teardown() {
    await super.teardown();
    asyncContexts.release();
    this.leaveZone?.();
  }
}

module.exports = FastJsdomEnvironment;
