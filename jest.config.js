/** @typedef {import('jest').Config} Config */
import { readFileSync } from 'node:fs';

/**
 * `npm run jest:tz` sets HOJ_JEST_ZONE_PASS: the second pass, under another time zone, runs only the suites that
 * deal with dates and times (tests/support/zoneSuites.json, kept complete by zoneSuites.test.ts).
 * @type {string[] | undefined}
 */
const zoneSuites = process.env.HOJ_JEST_ZONE_PASS
  ? JSON.parse(readFileSync(new URL('./tests/support/zoneSuites.json', import.meta.url), 'utf8'))
  : undefined;

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
 * In the zone pass a project runs its listed suites only (one with none is left out).
 * @param {Config} config
 * @returns {Config}
 */
function forPass(config) {
  if (!zoneSuites) return config;
  const folder = String(config.displayName);
  const own = zoneSuites.filter((path) => path.startsWith(`${folder}/`));
  return { ...config, testMatch: own.map((path) => `<rootDir>/${path.slice(folder.length + 1)}`) };
}

/** @type {Config} */
const config = {
  rootDir: '.',
  // Long suites with small files first, so that no worker waits at the end (tests/support/jest/).
  testSequencer: '<rootDir>/tests/support/jest/longFirstSequencer.cjs',
  projects: [
    project('core', 'jsdom'),
    project('mocks', 'node'),
    project('portal', 'jsdom'),
    project('backoffice', 'jsdom'),
    // Unit tests of the test tooling itself (budgets, browser discovery, loopback guard).
    { ...project('tests', 'node'), testMatch: ['<rootDir>/{perf,support,contract,deploy}/**/*.test.ts'] },
  ]
    .map(forPass)
    .filter((project) => (project.testMatch ?? []).length > 0),
};

export default config;
