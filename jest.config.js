/** @typedef {import('jest').Config} Config */
import { readFileSync } from 'node:fs';

/**
 * The suites that deal with dates and times run twice: in UTC, like every suite, and again in a zone of their own
 * project where the local day is not UTC's (tests/support/zoneSuites.json, kept complete by zoneSuites.test.ts).
 * The environments set the zone for the file and put the worker's back after it (tests/support/jest/timeZone.cjs).
 * @type {string[]}
 */
const zoneSuites = JSON.parse(
  readFileSync(new URL('./tests/support/zoneSuites.json', import.meta.url), 'utf8'),
);
const SECOND_ZONE = 'Asia/Shanghai';

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

/** React's development client, with its Suspense reveal throttle off (tests/support/jest/reactRevealNow.cjs). */
const reactDomClient = 'react-dom/cjs/react-dom-client\\.development\\.js$';
/** React's element factories, without an owner-stack capture per element (tests/support/jest/reactNoOwnerStacks.cjs). */
const reactElements = 'react/cjs/react(-jsx-runtime|-jsx-dev-runtime)?\\.development\\.js$';

const shared = {
  transform: {
    [reactDomClient]: '<rootDir>/../tests/support/jest/reactRevealNow.cjs',
    [reactElements]: '<rootDir>/../tests/support/jest/reactNoOwnerStacks.cjs',
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/|${reactDomClient}|${reactElements})`],
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
  // Inside the checkout, so both passes (and a second run) reuse one transform cache.
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest',
  // Each worker compiles a module once, not once per test file (tests/support/jest/moduleCodeCache.cjs).
  runtime: '<rootDir>/../tests/support/jest/codeCacheRuntime.cjs',
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
    testEnvironment:
      environment === 'jsdom'
        ? '<rootDir>/../tests/support/jest/fastJsdomEnvironment.cjs'
        : '<rootDir>/../tests/support/jest/fastNodeEnvironment.cjs',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
}

/**
 * The project's zone suites as a project of their own, run in SECOND_ZONE (none when it has no such suite).
 * @param {Config} config
 * @returns {Config[]}
 */
function inSecondZone(config) {
  const folder = String(config.displayName);
  const own = zoneSuites.filter((path) => path.startsWith(`${folder}/`));
  if (own.length === 0) return [];
  return [
    {
      ...config,
      displayName: `${folder} ${SECOND_ZONE}`,
      testMatch: own.map((path) => `<rootDir>/${path.slice(folder.length + 1)}`),
      testEnvironmentOptions: { ...config.testEnvironmentOptions, timeZone: SECOND_ZONE },
    },
  ];
}

/** @type {Config[]} */
const projects = [
  project('core', 'jsdom'),
  project('mocks', 'node'),
  project('portal', 'jsdom'),
  project('backoffice', 'jsdom'),
  // Unit tests of the test tooling itself (budgets, browser discovery, loopback guard).
  { ...project('tests', 'node'), testMatch: ['<rootDir>/{perf,support,contract,deploy}/**/*.test.ts'] },
];

/** @type {Config} */
const config = {
  rootDir: '.',
  // Long suites with small files first, so that no worker waits at the end (tests/support/jest/).
  testSequencer: '<rootDir>/tests/support/jest/longFirstSequencer.cjs',
  projects: [...projects, ...projects.flatMap(inSecondZone)],
};

export default config;
