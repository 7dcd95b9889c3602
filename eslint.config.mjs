// Lint for the whole monorepo. Besides the usual TypeScript rules it enforces the import
// boundaries of DESIGN.md section 1: apps never import each other, api/ imports only shared's
// wire contracts, and shared's contracts/ and format/ stay free of React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  'host',
  'remote-sports',
  'remote-betslip',
  'remote-account',
  'remote-wallet',
  'remote-prediction',
];

/** Patterns that stop one app reaching into another app's files. */
function otherApps(self) {
  return apps
    .filter((app) => app !== self)
    .flatMap((app) => [`@sportsbook/${app}`, `@sportsbook/${app}/*`, `**/${app}/**`]);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: otherApps(app),
              message:
                'Apps never import each other: use the event bus, the session store or federation.',
            },
            {
              group: ['@sportsbook/api', '@sportsbook/api/*', '**/api/src/**'],
              message: 'Apps talk to the API over HTTP only.',
            },
            {
              regex: '^@sportsbook/shared(/src/.*)?$',
              message: 'Import shared by its subpath, e.g. @sportsbook/shared/events.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sportsbook/shared/*', '!@sportsbook/shared/contracts'],
              message: 'api/ imports only the wire contracts from shared.',
            },
            {
              group: ['react', 'react-dom', 'react-*', '@sportsbook/host*', '@sportsbook/remote-*'],
              message: 'api/ has no React and no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/contracts/**/*.ts', 'shared/src/format/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '../ui/*', '../session/*'],
              message: 'contracts/ and format/ import nothing from React.',
            },
          ],
        },
      ],
    },
  },
);
