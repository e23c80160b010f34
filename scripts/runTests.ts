import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatStepTable, parseOuterSteps, type StepTime } from '../tests/support/stepTable';

/**
 * `npm test`: every check, in the order a failure is cheapest to find, and a table of how long each step took at
 * the end (also when one fails, and in tests/reports/steps.json), so a slow step shows at once. Steps in one
 * group run side by side: on two cores the type checker and ESLint are each one thread. `.ci/run` passes the
 * times of its own steps (npm ci, browser and nginx checks) in HOJ_OUTER_STEPS so the table covers the whole run.
 */
type Step = { name: string; script: string };
const groups: readonly (readonly Step[])[] = [
  // drift regenerates generated/, which the type check and the import checks read; Prettier leaves generated/
  // to drift (which formats what it generates), so it can run beside it.
  [
    { name: 'drift', script: 'drift' },
    { name: 'format:check', script: 'format:check' },
  ],
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'contract:lint', script: 'contract:lint' },
  ],
  [{ name: 'contract:coverage', script: 'contract:coverage -- --if-present' }],
  // The conformance suite's whole run against the mock (flows and probes included) is a jest test
  // (tests/contract/suite.test.ts); `npm run contract:ci` is the same run by hand, through the CLI. The suites
  // that deal with dates and times run a second time, in another zone, as projects of the same run.
  [{ name: 'jest', script: 'jest' }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'budget', script: 'budget' }],
  [{ name: 'deploy:check', script: 'deploy:check' }],
  [{ name: 'e2e', script: 'e2e' }],
];

const root = join(import.meta.dirname, '..');

/** Runs `npm run <script>`; a step beside others keeps its output until it ends, so logs do not interleave. */
function run(step: Step, alone: boolean): Promise<{ ok: boolean; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(`npm run ${step.script}`, {
      cwd: root,
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const outer = parseOuterSteps(process.env.HOJ_OUTER_STEPS ?? '');
  const times: StepTime[] = [];
  let failed: string | undefined;
  for (const group of groups) {
    const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
    group.forEach((step, i) => {
      const result = results[i];
      if (!result) return;
      times.push({ name: step.name, seconds: result.seconds, ok: result.ok });
      if (!result.ok) failed ??= step.name;
    });
    if (failed) break;
  }
  const wall = (performance.now() - started) / 1000;
  const table = formatStepTable(outer, times, wall);
  console.info(`\n${table}`);
  mkdirSync(join(root, 'tests/reports'), { recursive: true });
  writeFileSync(
    join(root, 'tests/reports/steps.json'),
    `${JSON.stringify({ outer, steps: times, wall }, null, 2)}\n`,
  );
  if (failed) console.error(`npm test failed at ${failed}.`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
