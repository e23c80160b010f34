/** @typedef {import('jest').Config} Config */

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ESM-only packages that must go through swc. */
const esmOnly = [
  'until-async',
  'rettime',
  '@open-draft/deferred-promise',
  'react-hotkeys-hook',
  'echarts',
  'zrender',
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@generated/(.*)$': '<rootDir>/../generated/$1',
    '^@portal/(.*)$': '<rootDir>/../portal/src/$1',
    '^@backoffice/(.*)$': '<rootDir>/../backoffice/src/$1',
    '\\.(css|svg|png|woff2?)$': '<rootDir>/../core/src/test/fileStub.ts',
    '\\?url$': '<rootDir>/../core/src/test/fileStub.ts',
    // Monaco needs a real browser; its modules and `?worker` imports resolve to a stand-in.
    '^monaco-editor(/.*)?$': '<rootDir>/../core/src/test/monacoStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/../core/src/test/setupTests.ts'],
};

/**
 * @param {string} name
 * @param {'node' | 'jsdom'} environment
 * @returns {Config}
 */
function project(name, environment) {
  return {
    ...shared,
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
}

/** @type {Config} */
const config = {
  rootDir: '.',
  projects: [
    project('core', 'jsdom'),
    project('mocks', 'node'),
    project('portal', 'jsdom'),
    project('backoffice', 'jsdom'),
    // Unit tests of the test tooling itself (budgets, browser discovery, loopback guard).
    { ...project('tests', 'node'), testMatch: ['<rootDir>/{perf,support,contract,deploy}/**/*.test.ts'] },
  ],
};

export default config;
