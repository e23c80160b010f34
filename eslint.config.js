// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The portal's feature folders: each one is a zone the others may not import from. */
const portalFeatures = readdirSync(new URL('./portal/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The mock backend's layers: the store (schema, queries, data rules), the transport (`http/`) and the contract.
 * Every other folder of `mocks/src` is a domain, except the composition layer that wires them together.
 */
const mockLayers = ['store', 'http', 'contract'];
const mockComposition = ['jest', 'node', 'browser', 'vite', 'fallback'];
const mockDomains = readdirSync(new URL('./mocks/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...mockLayers, ...mockComposition].includes(entry.name))
  .map((entry) => entry.name);

/** Inside the mocks: domains → store, http, contract; http → store, contract; store and contract stand alone. */
const mockZones = [
  ...mockDomains.map((domain) => ({
    target: `./mocks/src/${domain}`,
    from: './mocks/src',
    except: [`./${domain}`, ...mockLayers.map((layer) => `./${layer}`)],
    message:
      'A mock domain imports the store, http/, contract/, core and its own files: never another domain (read its ' +
      'tables through the store, or reach its behaviour through store/hooks) nor registry, handlers, jest/, node/….',
  })),
  {
    target: './mocks/src/http',
    from: './mocks/src',
    except: ['./http', './store', './contract'],
    message:
      'The transport (http/) depends only on the store and the contract: no domain, no composition layer.',
  },
  {
    target: './mocks/src/store',
    from: './mocks/src',
    except: ['./store'],
    message: 'The store imports no domain and no transport: domains and http/ build on it, not the reverse.',
  },
  {
    target: './mocks/src/contract',
    from: './mocks/src',
    except: ['./contract'],
    message:
      'The contract imports no domain, no transport and no store: everything else is checked against it.',
  },
];

/** Two folders up or more: every source root has an alias for that. */
const climbing = {
  regex: '^\\.\\./\\.\\./',
  message:
    'Import through the alias (@portal/…, @backoffice/…, @hoj/core/…, @hoj/mocks/…) instead of climbing two folders.',
};

/** Only tests and the dev/demo entry points reach the mocks. */
const mocks = {
  group: ['@hoj/mocks', '@hoj/mocks/*'],
  message: 'Only tests and demo entry points may import the mocks.',
};

/** Tests drive the pages through core's setupUser: user-event's own default idles a timer turn per keystroke. */
const userEventDirect = {
  group: ['@testing-library/user-event'],
  message: 'Use setupUser from @hoj/core/test/user: it drops the timer user-event waits out between actions.',
};

/** The portal calls the API through openapi-fetch (`api.GET(…)` in core's client), not orval's functions. */
const orvalInPortal = {
  group: ['@generated/api', '@generated/api/*'],
  message: "Call the API with core's openapi-fetch client (`api` in @hoj/core/http/client) in the portal.",
};

/** app/ takes a feature through its public face, never a file inside it. */
const featureInternals = {
  regex: '^(@portal/|\\.\\./|\\./)features/[^/]+/.+',
  message: 'Import a feature through its index (`@portal/features/<name>`); its other files are its own.',
};

/**
 * Dependencies point one way: portal, backoffice, mocks, tests → core → generated; apps never import each other.
 * Inside the portal: app → features → shared, and no feature imports another.
 */
const layerZones = [
  {
    target: './core',
    from: ['./portal', './backoffice', './mocks', './tests'],
    message: 'core imports no app, mock or test code.',
  },
  { target: './portal', from: ['./backoffice'], message: 'Apps never import each other.' },
  { target: './backoffice', from: ['./portal'], message: 'Apps never import each other.' },
  {
    target: './mocks',
    from: ['./portal', './backoffice', './tests'],
    message: 'mocks depend on core and generated only.',
  },
  ...portalFeatures.map((feature) => ({
    target: `./portal/src/features/${feature}`,
    from: './portal/src/features',
    except: [`./${feature}`],
    message: 'A feature imports only shared/, i18n/, core and its own files; app/ composes features.',
  })),
  {
    target: './portal/src/features',
    from: './portal/src/app',
    message: 'Features never import app/: app/ composes them.',
  },
  {
    target: ['./portal/src/shared', './portal/src/i18n'],
    from: ['./portal/src/features', './portal/src/app'],
    message: 'shared/ and i18n/ hold what has no domain: they import no feature and not app/.',
  },
];

/** Vite's env exists only in the two apps' builds. */
const viteEnvOnly = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'import.meta.env exists only in the Vite builds of the portal and the back office.',
};

/** A `refetchInterval` written by hand polls without the pause in hidden tabs, the back-off and the jitter. */
const pollThroughHelper = {
  selector: "Property[key.name='refetchInterval'], Property[key.value='refetchInterval']",
  message:
    'Poll through pollOptions (@hoj/core/polling/pollOptions): it pauses in hidden tabs, backs off on errors and adds jitter.',
};

/** `no-restricted-imports` with the given patterns (flat config replaces a rule's options, so they are built here). */
const restrictedImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The workspaces: each file's imports must be declared in its own workspace's package.json. */
const workspaces = ['core', 'mocks', 'portal', 'backoffice', 'tests'];

/** Tests, their helpers and build or tool configuration: these may use the root's devDependencies too. */
const testAndConfigFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.testing.{ts,tsx}',
  '**/src/test/**',
  '**/*.config.{js,mjs,cjs,ts}',
];

/** `import/no-extraneous-dependencies` checked against the given package.json folders. */
const declaredIn = (packageDir, devDependencies) => ({
  'import/no-extraneous-dependencies': ['error', { packageDir, devDependencies }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      'generated/**',
      'test-results/**',
      'playwright-report/**',
      'tests/reports/**',
      // Mutation-testing sandboxes (npm run test:mutation) while a run is going.
      '.stryker-tmp*/**',
      'mocks/public/**',
      'portal/public/**',
      'backoffice/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // Without it the import plugin reads the files an import leads to as plain JavaScript, fails on their
      // types and silently skips them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The path aliases of tsconfig.base.json: folders of this repository, not packages (they look scoped).
      'import/internal-regex': '^@(generated|portal|backoffice)/',
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['core', 'mocks', 'portal', 'backoffice', 'tests', 'scripts'].map(
            (p) => `${p}/tsconfig.json`,
          ),
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Cycles are found by scripts/checkCycles.ts (in `npm run lint`), which also counts type-only imports:
      // import/no-cycle took 97 % of ESLint's time (about five minutes of a CI run) to find less.
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Only the two apps are built by Vite. The type check is one program whose globals include Vite's
    // (tsconfig.check.json), so this rule, not the types, keeps Vite's env out of code that runs without it.
    files: ['core/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', viteEnvOnly] },
  },
  {
    // Every poll goes through core's helper, so none can skip the pause in hidden tabs, the back-off or the jitter.
    files: ['portal/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', pollThroughHelper] },
  },
  {
    // Core keeps its own rule above as well (a later block's options replace an earlier one's).
    files: ['core/src/**/*.{ts,tsx}'],
    ignores: ['core/src/polling/**'],
    rules: { 'no-restricted-syntax': ['error', viteEnvOnly, pollThroughHelper] },
  },
  {
    // CommonJS on purpose: jest loads a custom runtime with require() (tests/support/jest/).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}', 'core/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/demo/**', '**/test/**'],
    rules: restrictedImports(climbing, mocks),
  },
  {
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/demo/**', '**/test/**', 'portal/src/app/**'],
    rules: restrictedImports(climbing, mocks, orvalInPortal),
  },
  {
    files: ['portal/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictedImports(climbing, mocks, featureInternals, orvalInPortal),
  },
  {
    files: [
      'mocks/src/**/*.{ts,tsx}',
      '{portal,backoffice,core}/src/**/*.test.{ts,tsx}',
      '{portal,backoffice,core}/src/{demo,test}/**/*.{ts,tsx}',
    ],
    ignores: ['core/src/test/user.ts'],
    rules: restrictedImports(climbing, userEventDirect),
  },
  {
    // Tests may reach anything inside the mocks (a table to check, a helper of another domain).
    files: ['mocks/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, ...mockZones] }] },
  },
  {
    // app/'s tests take features through their index too, as app/ does.
    files: ['portal/src/app/**/*.test.{ts,tsx}'],
    rules: restrictedImports(climbing, featureInternals, userEventDirect),
  },
  {
    files: ['portal/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}', 'core/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // What a workspace imports, its package.json declares: a package that only arrives through another one can
  // vanish or change major with that other package's next release. The root holds only tools, so only tests and
  // configuration may lean on it; the tests workspace is test code throughout.
  { files: ['**/*.{js,mjs,cjs,ts,tsx}'], rules: declaredIn(['.'], true) },
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**/*.{js,mjs,cjs,ts,tsx}`],
    // The demo entry points start the mock backend, a devDependency.
    rules: declaredIn([workspace], ['**/demo/**']),
  })),
  ...workspaces.map((workspace) => ({
    files: workspace === 'tests' ? ['tests/**'] : testAndConfigFiles.map((glob) => `${workspace}/${glob}`),
    rules: declaredIn([workspace, '.'], true),
  })),
);
