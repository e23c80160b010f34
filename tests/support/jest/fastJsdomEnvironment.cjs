'use strict';
/**
 * The jsdom environment the jsdom projects run in: jest-fixed-jsdom (Node's fetch, streams and encoders in the
 * window), with jsdom's style matching behind the class pre-check of styleRuleFilter.cjs. The filter is put in
 * before jsdom is first loaded in the worker, which is why this file requires it first. A label's control is
 * found through jsdom's id index (labelControl.cjs). A file runs in its project's time zone, and its
 * async-context stores are switched off when it is over (testFile.cjs).
 */
const { installLabelControl } = require('./labelControl.cjs');
const { installStyleRuleFilter } = require('./styleRuleFilter.cjs');
const { startTestFile } = require('./testFile.cjs');

installStyleRuleFilter();
installLabelControl();

const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class FastJsdomEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    const endTestFile = startTestFile(config);
    super(config, context);
    this.endTestFile = endTestFile;
  }

  async teardown() {
    await super.teardown();
    this.endTestFile?.();
  }
}

module.exports = FastJsdomEnvironment;
