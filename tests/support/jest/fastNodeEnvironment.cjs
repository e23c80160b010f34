'use strict';
/**
 * jest's node environment on a context whose global is an ordinary object. jest 30 makes the test context's
 * global a Proxy behind V8's interceptors, and every global a test's code names (`Date`, `Map`, `Object`,
 * `Promise`…) is then looked up through both: about 200 ns a lookup instead of 1. Node's `DONT_CONTEXTIFY`
 * context has a plain global; everything else the environment installs stays as jest does it. What is lost is
 * jest's sweep of globals a test file left behind, which only helps a leaking suite's memory: each test file gets
 * a fresh context either way. Like the jsdom environment, it runs the file in its project's time zone and
 * switches off the file's async-context stores when it is over (testFile.cjs).
 */
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');
const { startTestFile } = require('./testFile.cjs');

class FastNodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    const endTestFile = startTestFile(config);
    const createContext = vm.createContext;
    vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
    this.endTestFile = endTestFile;
  }

  async teardown() {
    await super.teardown();
    this.endTestFile?.();
  }
}

module.exports = FastNodeEnvironment;
