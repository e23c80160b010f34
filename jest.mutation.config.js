import config from './jest.config.js';

/**
 * The jest setup of `npm run test:mutation`: one flat project over the folders stryker mutates. Stryker runs jest
 * from its sandbox root and does not follow `projects`, so the core project's settings are lifted to the root.
 * @type {import('jest').Config}
 */
const core = /** @type {import('jest').Config} */ (config.projects?.[0]);
const fromRoot = (/** @type {string} */ path) => path.replace('<rootDir>/../', '<rootDir>/');

const mutationConfig = {
  transform: core.transform,
  transformIgnorePatterns: core.transformIgnorePatterns,
  moduleNameMapper: {
    // The workspace links in node_modules point at the original tree, not at stryker's mutated copy.
    '^@hoj/core/(.*)$': '<rootDir>/core/src/$1',
    '^@hoj/mocks/(.*)$': '<rootDir>/mocks/src/$1',
    ...Object.fromEntries(
      Object.entries(core.moduleNameMapper ?? {}).map(([pattern, target]) => [
        pattern,
        fromRoot(String(target)),
      ]),
    ),
  },
  setupFilesAfterEnv: (core.setupFilesAfterEnv ?? []).map(fromRoot),
  testEnvironment: core.testEnvironment,
  rootDir: '.',
  testMatch: ['<rootDir>/core/src/**/*.test.{ts,tsx}', '<rootDir>/backoffice/src/users/import/**/*.test.ts'],
};

export default mutationConfig;
