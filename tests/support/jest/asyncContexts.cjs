'use strict';
/**
 * jest-circus (30.x) keeps the running test in an AsyncLocalStorage, and every test file loads its own copy of
 * jest-circus, so every file enables another store. Node 20 runs each enabled store's propagation for every
 * promise and async resource made afterwards, and a store stays enabled until disable() is called, which jest
 * never does. A worker's 200th test file thus pays 200 propagations per promise: in the mock suites run in one
 * process that was over 7 % of their CPU, growing with every file.
 *
 * The environments call track() when they are made and release() when they are torn down: every store that ran
 * during the file is disabled once the file is over. A store that runs again later is simply enabled again by
 * its run(), so nothing that still uses one loses it.
 */
const { AsyncLocalStorage } = require('node:async_hooks');

/** @type {Set<import('node:async_hooks').AsyncLocalStorage<unknown>>} */
const ran = new Set();
let patched = false;

function track() {
  if (patched) return;
  const { run, enterWith } = AsyncLocalStorage.prototype;
  AsyncLocalStorage.prototype.run = function (...args) {
    ran.add(this);
    return run.apply(this, args);
  };
  AsyncLocalStorage.prototype.enterWith = function (...args) {
    ran.add(this);
    return enterWith.apply(this, args);
  };
  patched = true;
}

/** Disables the stores that ran since the last release; returns how many. */
function release() {
  const count = ran.size;
  for (const storage of ran) storage.disable();
  ran.clear();
  return count;
}

module.exports = { track, release };
