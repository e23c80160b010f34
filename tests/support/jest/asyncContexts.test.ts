import { nodeScriptOutput as runNode } from './nodeScript';

describe("a test file's async-context stores", () => {
  it('are switched off when the file is over: a store that ran no longer follows new async work', () => {
    const outcome = runNode(`
      const { AsyncLocalStorage } = require('node:async_hooks');
      const contexts = require('./tests/support/jest/asyncContexts.cjs');
      contexts.track();
      const fileStore = new AsyncLocalStorage();
      fileStore.enterWith('file 1');
      const released = contexts.release();
      console.log(JSON.stringify({ released, after: fileStore.getStore() ?? null }));
    `);
    expect(outcome).toEqual({ released: 1, after: null });
  });

  it('are not lost to a store used again later: its run() enables it again', () => {
    const outcome = runNode(`
      const { AsyncLocalStorage } = require('node:async_hooks');
      const contexts = require('./tests/support/jest/asyncContexts.cjs');
      contexts.track();
      const shared = new AsyncLocalStorage();
      shared.run('first', () => undefined);
      contexts.release();
      shared.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        console.log(JSON.stringify({ inside: shared.getStore() }));
      });
    `);
    expect(outcome).toEqual({ inside: 'second' });
  });

  it('are released, and the zone entered and left, by both environments around each test file', () => {
    const outcome = runNode(`
      const testFile = require('./tests/support/jest/testFile.cjs');
      const calls = [];
      testFile.startTestFile = (config) => {
        calls.push('start ' + config.projectConfig.testEnvironmentOptions.timeZone);
        return () => calls.push('end');
      };
      const projectConfig = {
        testEnvironmentOptions: { timeZone: 'Asia/Shanghai' },
        globals: {},
        fakeTimers: {},
        rootDir: process.cwd(),
        setupFiles: [],
        moduleFileExtensions: ['js'],
      };
      (async () => {
        for (const file of ['fastNodeEnvironment.cjs', 'fastJsdomEnvironment.cjs']) {
          const Environment = require('./tests/support/jest/' + file);
          const environment = new Environment(
            { globalConfig: {}, projectConfig },
            { console, docblockPragmas: {}, testPath: 'a.test.ts' },
          );
          await environment.setup();
          calls.push('tests');
          await environment.teardown();
        }
        console.log(JSON.stringify(calls));
      })();
    `);
    expect(outcome).toEqual(['start Asia/Shanghai', 'tests', 'end', 'start Asia/Shanghai', 'tests', 'end']);
  });

  it('are switched off and the zone put back by what a file start returns', () => {
    const outcome = runNode(`
      const { AsyncLocalStorage } = require('node:async_hooks');
      const { startTestFile } = require('./tests/support/jest/testFile.cjs');
      const end = startTestFile({ projectConfig: { testEnvironmentOptions: { timeZone: 'Asia/Shanghai' } } });
      const store = new AsyncLocalStorage();
      store.enterWith('file');
      const inside = [new Date(0).getHours(), store.getStore()];
      end();
      console.log(JSON.stringify({ inside, after: [new Date(0).getHours(), store.getStore() ?? null] }));
    `);
    expect(outcome).toEqual({ inside: [8, 'file'], after: [0, null] });
  });
});
