/**
 * The `test` of the account and betting specs: the one of fixtures.ts (page objects, home modal
 * dismissed) plus the host's account pages.
 */
import { AccountPages } from '../pages/account';
import { test as base } from './fixtures';

export const test = base.extend<{ account: AccountPages }>({
  account: async ({ page }, use) => use(new AccountPages(page)),
});

export { expect } from './fixtures';
