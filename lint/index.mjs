// The monorepo's own ESLint rules, used by eslint.config.mjs at the root (rule prefix
// `sportsbook/`). README.md beside this file says what each enforces and why.
import { importBoundaries } from './import-boundaries.mjs';
import { ledgerWrites } from './ledger-writes.mjs';
import { writeTransactionsOnly } from './write-transactions.mjs';

export default {
  meta: { name: '@sportsbook/lint', version: '1.0.0' },
  rules: {
    'import-boundaries': importBoundaries,
    'ledger-writes': ledgerWrites,
    'write-transactions-only': writeTransactionsOnly,
  },
};
