import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { repositoryRoot } from './jestProjects';

/**
 * Runs a script in a node process of its own, from the repository's root and in UTC: the jest tooling patches
 * the process it is loaded in (jsdom's style matching, async-context stores, the zone), which a test must not do
 * to the jest process running it.
 */
export function runNodeScript(script: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['-e', script], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
  });
}

/** The JSON the script printed, after checking that it printed nothing to stderr. */
export function nodeScriptOutput(script: string): unknown {
  const result = runNodeScript(script);
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout);
}
