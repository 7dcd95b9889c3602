// Lint for the whole monorepo. Besides the usual TypeScript rules it enforces the import
// boundaries of DESIGN.md section 1 and STYLE.md (workspaces meet only through package subpaths,
// api/ imports only shared's contracts, shared's contracts/ and format/ stay free of React and
// the bus, features never import each other, an app's common/ never imports its features/,
// nothing imports exposed/ but the standalone entry, no remote imports an app by federation id,
// shared's api/ never imports the UI or the session, the API's ledger imports no domain, e2e/
// imports no app source) and that only api/src/ledger/ writes ledger tables and balances. The rules live in lint/ (see its README),
// with tests that lint small files against this config.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import sportsbook from './lint/index.mjs';
import federation from './shared/federation.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // The release store: built remotes (scripts/release, docs/releasing.md).
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every file: the rule itself knows the workspaces by folder (host, remote-*, api, shared, e2e).
    plugins: { sportsbook },
    rules: { 'sportsbook/import-boundaries': 'error' },
  },
  {
    // The host routes with a <BrowserRouter> and provides react-router-dom without the API of a
    // data router (ROUTER_DATA_API in shared/federation.cjs), and the Redux toolkit without the
    // setup API of a store (RTK_STORE_SETUP_API), so no app may import them.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: [...federation.ROUTER_DATA_API],
              message:
                'The host renders a <BrowserRouter>, not a data router, and does not provide the data-router API (ROUTER_DATA_API in shared/federation.cjs).',
            },
            {
              name: '@reduxjs/toolkit',
              importNames: [...federation.RTK_STORE_SETUP_API],
              message:
                "The host's store is the one store and is set up by the host; it does not provide the toolkit's store-setup API (RTK_STORE_SETUP_API in shared/federation.cjs).",
            },
          ],
        },
      ],
    },
  },
  {
    // db/schema.ts declares an empty `Database`; each domain's tables file adds its tables to it
    // by declaration merging (`interface Database extends <Domain>Tables {}`), so db/ knows no
    // domain.
    files: ['api/src/db/schema.ts', 'api/src/**/*-tables.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }] },
  },
  {
    files: ['api/**/*.{ts,js,mjs,cjs}'],
    ignores: ['api/src/ledger/**'],
    rules: { 'sportsbook/ledger-writes': 'error' },
  },
  // Every write of api/ goes through the one write-transaction helper (IMMEDIATE on SQLite).
  // Migrations run inside it already; tests may write directly to break things on purpose.
  {
    files: ['api/**/*.ts'],
    ignores: ['api/src/db/write-transaction.ts', 'api/src/migrations/**', 'api/**/*.test.ts'],
    plugins: { sportsbook },
    rules: { 'sportsbook/write-transactions-only': 'error' },
  },
);
