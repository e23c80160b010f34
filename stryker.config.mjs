// @ts-check
const tag = process.env.STRYKER_TAG ?? '';

/**
 * Mutation testing (`npm run test:mutation`): how many injected bugs the unit tests catch. Slow (minutes per
 * folder on two cores), so it is not part of `npm test`. Run one folder with
 * `npm run test:mutation -- --mutate 'core/src/format/**\/*.ts,!**\/*.test.ts'`.
 * The HTML report lands in tests/reports/mutation/. Runs side by side need their own sandbox and report folder:
 * set STRYKER_TAG (e.g. `STRYKER_TAG=-http`).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // Statics (module-level tables) run once per process; every test would have to cover them.
  ignoreStatic: true,
  mutate: [
    'core/src/http/**/*.ts',
    'core/src/markdown/**/*.{ts,tsx}',
    'core/src/format/**/*.ts',
    'core/src/parse/**/*.ts',
    'core/src/session/**/*.{ts,tsx}',
    'core/src/domain/**/*.ts',
    'backoffice/src/users/import/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/*.worker.ts',
  ],
  ignorePatterns: [
    // Sandboxes of other runs (another STRYKER_TAG, or one killed before its clean-up).
    '.stryker-tmp*',
    '**/dist',
    '**/dist-demo',
    'docs/dist',
    'coverage',
    'tests/reports',
    'test-results',
    'playwright-report',
  ],
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `tests/reports/mutation${tag}/index.html` },
  jsonReporter: { fileName: `tests/reports/mutation${tag}/mutation.json` },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: `.stryker-tmp${tag}`,
  cleanTempDir: 'always',
};

export default config;
