// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Test files and dev/demo entry points are the only places outside tests/ allowed to reach the mocks. */
const mockImportBan = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@hoj/mocks', '@hoj/mocks/*'],
          message: 'Only tests and demo entry points may import the mocks.',
        },
      ],
    },
  ],
};

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
      // ARCHITECTURE §1: portal, backoffice, mocks, tests -> core -> generated; apps never import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
        },
      ],
    },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}', 'core/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/demo/**', '**/test/**'],
    rules: mockImportBan,
  },
  {
    files: ['portal/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}', 'core/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
