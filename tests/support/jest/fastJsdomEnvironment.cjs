'use strict';
/**
 * The jsdom environment the jsdom projects run in: jest-fixed-jsdom (Node's fetch, streams and encoders in the
 * window), with jsdom's style matching behind the class pre-check of styleRuleFilter.cjs. The filter is put in
 * before jsdom is first loaded in the worker, which is why this file requires it first. When a file is over, its
 * async-context stores are switched off (asyncContexts.cjs).
 */
const { installStyleRuleFilter } = require('./styleRuleFilter.cjs');
const asyncContexts = require('./asyncContexts.cjs');

installStyleRuleFilter();

const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class FastJsdomEnvironment extends FixedJsdomEnvironment {
  constructor(...args) {
    super(...args);
    asyncContexts.track();
  }

  async teardown() {
    await super.teardown();
    asyncContexts.release();
  }
}

module.exports = FastJsdomEnvironment;
