import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

/** Runs a script in a node of its own: disabling stores inside this jest process would switch off its own. */
function runNode(script: string): unknown {
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout);
}

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

  it('are released by both environments the projects run in', () => {
    for (const file of ['fastNodeEnvironment.cjs', 'fastJsdomEnvironment.cjs']) {
      const outcome = runNode(`
        const contexts = require('./tests/support/jest/asyncContexts.cjs');
        const calls = [];
        contexts.track = () => calls.push('track');
        contexts.release = () => (calls.push('release'), 0);
        const Environment = require('./tests/support/jest/${file}');
        const proto = Object.getPrototypeOf(Environment.prototype);
        proto.teardown = async () => undefined;
        const environment = Object.create(Environment.prototype);
        environment.teardown().then(() => console.log(JSON.stringify(calls)));
      `);
      expect(outcome).toEqual(['release']);
    }
  });
});
