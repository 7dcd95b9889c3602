// Tries the boundaries against the repository's real eslint.config.mjs: small files that do not
// exist are linted as if they sat at the given paths, and each crossing must be reported by the
// rule that guards it, while the legal imports next to it pass. Apps that do not exist yet
// (remote-wallet, remote-prediction) are used on purpose: the rules cover remote-* by pattern.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { REPO_ROOT } from './workspaces.mjs';

const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfigFile: path.join(REPO_ROOT, 'eslint.config.mjs'),
});

const BOUNDARIES = 'sportsbook/import-boundaries';
const LEDGER = 'sportsbook/ledger-writes';

/** The rule ids and messages reported for `code` as the file at `filePath`. */
async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, filePath) });
  assert.ok(result, `ESLint gave no result for ${filePath}`);
  // A file that does not parse is reported by no rule: that must fail the test, not pass it.
  const fatal = result.messages.filter((problem) => problem.fatal);
  assert.deepEqual(fatal, [], `${filePath} does not parse:\n${code}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** Fails unless `rule` reports `code` at `filePath`, once per expected line. */
async function expectReported(filePath, code, rule, { count = 1, message } = {}) {
  const reported = (await problems(filePath, code)).filter(({ ruleId }) => ruleId === rule);
  assert.equal(
    reported.length,
    count,
    `${rule} should report ${count} problem(s) in ${filePath}:\n${code}\ngot ${JSON.stringify(reported)}`,
  );
  if (message) for (const problem of reported) assert.match(problem.message, message);
}

/** Fails when any boundary rule reports `code` at `filePath`. */
async function expectAllowed(filePath, code) {
  const reported = (await problems(filePath, code)).filter(
    ({ ruleId }) => ruleId === BOUNDARIES || ruleId === LEDGER,
  );
  assert.deepEqual(reported, [], `${filePath} should pass:\n${code}`);
}

describe('a remote reaching into shared by a relative path', () => {
  it('is refused in every remote, including ones that do not exist yet', async () => {
    for (const remote of [
      'remote-sports',
      'remote-betslip',
      'remote-wallet',
      'remote-prediction',
    ]) {
      await expectReported(
        `${remote}/src/features/pay/PayPage.tsx`,
        "import { placeBet } from '../../../../shared/src/api/client';\n",
        BOUNDARIES,
        { message: /reaches into shared\/ by a relative path/ },
      );
    }
  });

  it('is refused as a dynamic import, a re-export, a require and a jest.mock too', async () => {
    await expectReported(
      'remote-account/src/features/profile/ProfilePage.test.tsx',
      [
        "export { publish } from '../../../../shared/src/events/bus';",
        "void import('../../../../shared/src/ui/Loader');",
        "const bus = require('../../../../shared/src/events/bus');",
        "jest.mock('../../../../shared/src/api/client');",
        'export type Client = typeof import("../../../../shared/src/api/client");',
        'void bus;',
      ].join('\n'),
      BOUNDARIES,
      { count: 5 },
    );
  });

  it('is allowed by the published subpath, and within the remote', async () => {
    await expectAllowed(
      'remote-wallet/src/features/deposit/MakeDepositPage.tsx',
      [
        "import { placeBet } from '@sportsbook/shared/api';",
        "import { publish } from '@sportsbook/shared/events';",
        "import { DepositForm } from './DepositForm';",
        "import { Money } from '../../common/money';",
        'export { placeBet, publish, DepositForm, Money };',
      ].join('\n'),
    );
  });

  it("is refused for shared's root and src/, and for another app", async () => {
    await expectReported(
      'remote-wallet/src/exposed/WithdrawPage.tsx',
      [
        "import * as shared from '@sportsbook/shared';",
        "import { client } from '@sportsbook/shared/src/api/client';",
        "import { Betslip } from '@sportsbook/remote-betslip';",
        "import { Shell } from '../../../host/src/app/Shell';",
        'export { shared, client, Betslip, Shell };',
      ].join('\n'),
      BOUNDARIES,
      { count: 4 },
    );
  });
});

describe("the operators' back office", () => {
  it('meets shared only by its subpaths and never reaches into an app or the API', async () => {
    await expectReported(
      'backoffice/src/screens/Deposits.tsx',
      [
        "import { client } from '../../../shared/src/api/client';",
        "import { Shell } from '../../../host/src/app/Shell';",
        "import { Betslip } from '@sportsbook/remote-betslip';",
        'export { client, Shell, Betslip };',
      ].join('\n'),
      BOUNDARIES,
      { count: 3 },
    );
    await expectAllowed(
      'backoffice/src/screens/Deposits.tsx',
      "import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';\nexport { IDEMPOTENCY_KEY_HEADER };\n",
    );
  });

  it("takes shared's ApiError and key rule from api/attempts, never the client's api", async () => {
    await expectReported(
      'backoffice/src/common.tsx',
      "import { ApiError } from '@sportsbook/shared/api';\nexport { ApiError };\n",
      BOUNDARIES,
      { message: /would load the axios client/ },
    );
    await expectAllowed(
      'backoffice/src/common.tsx',
      "import { ApiError, IdempotentAttempts } from '@sportsbook/shared/api/attempts';\nexport { ApiError, IdempotentAttempts };\n",
    );
  });

  it('keeps api/attempts out of the federated apps, which share @sportsbook/shared/api', async () => {
    for (const file of ['host/src/app/Shell.tsx', 'remote-wallet/src/features/pay/PayPage.tsx']) {
      await expectReported(
        file,
        "import { ApiError } from '@sportsbook/shared/api/attempts';\nexport { ApiError };\n",
        BOUNDARIES,
        { message: /a second copy/ },
      );
      await expectAllowed(
        file,
        "import { ApiError } from '@sportsbook/shared/api';\nexport { ApiError };\n",
      );
    }
  });
});

describe("api/ importing shared's ui/", () => {
  it('is refused by subpath and by relative path', async () => {
    await expectReported(
      'api/src/site/get-banner.ts',
      "import { Loader } from '@sportsbook/shared/ui';\nexport { Loader };\n",
      BOUNDARIES,
      { message: /only the wire contracts/ },
    );
    await expectReported(
      'api/src/site/get-banner.ts',
      "import { Loader } from '../../../shared/src/ui/Loader';\nexport { Loader };\n",
      BOUNDARIES,
      { message: /reaches into shared\/ by a relative path/ },
    );
  });

  it('is refused for React', async () => {
    await expectReported(
      'api/src/static/render.ts',
      "import { renderToString } from 'react-dom/server';\nexport { renderToString };\n",
      BOUNDARIES,
      { message: /no React/ },
    );
  });

  it('is allowed for the contracts and their JSON Schemas', async () => {
    await expectAllowed(
      'api/src/betting/post-bet.ts',
      "import { API_PATHS } from '@sportsbook/shared/contracts';\nexport { API_PATHS };\n",
    );
    await expectAllowed(
      'api/src/betting/get-bets.ts',
      "import { pageQuery } from '@sportsbook/shared/contracts/wire-schemas';\nexport { pageQuery };\n",
    );
  });
});

describe("an app importing the API's JSON Schemas", () => {
  it('is refused: no app bundles them', async () => {
    await expectReported(
      'remote-account/src/features/history/History.tsx',
      "import { pageQuery } from '@sportsbook/shared/contracts/wire-schemas';\nexport { pageQuery };\n",
      BOUNDARIES,
      { message: /an app bundles none/ },
    );
  });
});

describe('shared/ importing from host/', () => {
  it('is refused by relative path and by package name', async () => {
    await expectReported(
      'shared/src/session/store.ts',
      "import { FORM_RETRY_DELAY_MS } from '../../../host/src/common/timing';\nexport { FORM_RETRY_DELAY_MS };\n",
      BOUNDARIES,
      { message: /reaches into host\/ by a relative path/ },
    );
    await expectReported(
      'shared/src/ui/Header.tsx',
      "import { Header } from '@sportsbook/host';\nexport { Header };\n",
      BOUNDARIES,
      { message: /imports no app/ },
    );
  });
});

describe('shared/src/contracts and format importing React or events/', () => {
  it('is refused for React and for the bus, in contracts and in format', async () => {
    for (const file of ['shared/src/contracts/wallet.ts', 'shared/src/format/amounts.ts']) {
      await expectReported(
        file,
        [
          "import { useState } from 'react';",
          "import { createRoot } from 'react-dom/client';",
          "import { publish } from '../events';",
          "import { subscribe } from '../events/bus';",
          "import { Loader } from '../ui/Loader';",
          "import { useSessionSelector } from '@sportsbook/shared/session';",
          'export { useState, createRoot, publish, subscribe, Loader, useSessionSelector };',
        ].join('\n'),
        BOUNDARIES,
        { count: 6 },
      );
    }
  });

  it('is allowed between contracts and format, and for plain libraries', async () => {
    await expectAllowed(
      'shared/src/format/amounts.ts',
      [
        "import dayjs from 'dayjs';",
        "import type { Paged } from '../contracts';",
        "import { STAKE_MIN } from '../contracts/betting';",
        'export { dayjs, STAKE_MIN };',
        'export type { Paged };',
      ].join('\n'),
    );
    // The rest of shared may use React and the bus.
    await expectAllowed(
      'shared/src/ui/Toasts.tsx',
      "import { useState } from 'react';\nimport { publish } from '../events';\nexport { useState, publish };\n",
    );
  });
});

describe("one feature importing another feature's internals", () => {
  it('is refused in the host and in every remote', async () => {
    await expectReported(
      'host/src/features/layout/AccountMenu.tsx',
      "import { useLogout } from '../session';\nexport { useLogout };\n",
      BOUNDARIES,
      { message: /features\/layout imports features\/session's internals/ },
    );
    await expectReported(
      'remote-wallet/src/features/deposit/MakeDepositPage.tsx',
      "import { WithdrawForm } from '../withdraw/WithdrawForm';\nexport { WithdrawForm };\n",
      BOUNDARIES,
      { message: /features\/deposit imports features\/withdraw's internals/ },
    );
    await expectReported(
      'remote-prediction/src/features/event/PredictionCard.tsx',
      "import { TeamTile } from '../../features/teams/TeamTile';\nexport { TeamTile };\n",
      BOUNDARIES,
    );
  });

  it("is allowed within a feature, from the app's common/, and where the app composes features", async () => {
    await expectAllowed(
      'remote-wallet/src/features/deposit/MakeDepositPage.tsx',
      [
        "import { depositFormSchema } from './deposit-form-schema';",
        "import { useDepositNumbers } from './hooks/use-deposit-numbers';",
        "import { PasswordField } from '../../common/PasswordField';",
        'export { depositFormSchema, useDepositNumbers, PasswordField };',
      ].join('\n'),
    );
    await expectAllowed(
      'remote-wallet/src/exposed/MakeDepositPage.tsx',
      "import { MakeDepositPage } from '../features/deposit/MakeDepositPage';\nexport default MakeDepositPage;\n",
    );
  });
});

describe("an app's common/ importing its features/", () => {
  it('is refused in the host and in every remote, by import and by jest.mock', async () => {
    await expectReported(
      'host/src/common/timing.ts',
      "import { Header } from '../features/layout/Header';\nexport { Header };\n",
      BOUNDARIES,
      {
        message:
          /src\/common\/ is what the app's features share, so it never imports src\/features\/layout/,
      },
    );
    await expectReported(
      'remote-wallet/src/common/PasswordField.test.tsx',
      [
        "import { DepositForm } from '../features/deposit/DepositForm';",
        "jest.mock('../features/withdraw/use-withdraw');",
        'export { DepositForm };',
      ].join('\n'),
      BOUNDARIES,
      { count: 2, message: /never imports src\/features\/(deposit|withdraw)/ },
    );
  });

  it('is allowed within common/, from shared, and the other way round', async () => {
    await expectAllowed(
      'remote-wallet/src/common/PasswordField.tsx',
      [
        "import { Money } from './money';",
        "import { Loader } from '@sportsbook/shared/ui';",
        'export { Money, Loader };',
      ].join('\n'),
    );
    await expectAllowed(
      'remote-wallet/src/features/deposit/DepositForm.tsx',
      "import { PasswordField } from '../../common/PasswordField';\nexport { PasswordField };\n",
    );
  });
});

describe("importing an app's exposed/", () => {
  it('is refused from features/, common/ and their tests', async () => {
    await expectReported(
      'remote-sports/src/features/live/LiveHome.test.tsx',
      [
        "import LiveHome from '../../exposed/LiveHome';",
        "const page = import('../../exposed/SportPage');",
        "jest.mock('../../exposed/CategoryStrip');",
        'export { LiveHome, page };',
      ].join('\n'),
      BOUNDARIES,
      { count: 3, message: /src\/exposed\/ is the federation face of the remote/ },
    );
    await expectReported(
      'remote-wallet/src/common/money.ts',
      "import StatementPage from '../exposed/StatementPage';\nexport { StatementPage };\n",
      BOUNDARIES,
    );
  });

  it("is refused from the app's files beside src/: its jest setup and a test folder", async () => {
    await expectReported(
      'remote-betslip/jest.setup.ts',
      "import Betslip from './src/exposed/Betslip';\nexport { Betslip };\n",
      BOUNDARIES,
      { message: /src\/exposed\/ is the federation face of the remote/ },
    );
    await expectReported(
      'remote-wallet/test/render-page.tsx',
      "jest.mock('../src/exposed/StatementPage');\n",
      BOUNDARIES,
    );
  });

  it('is allowed inside exposed/, from the federation config and from the standalone entry that stands in for the host', async () => {
    await expectAllowed(
      'remote-wallet/src/exposed/exposed.test.ts',
      "import StatementPage from './StatementPage';\nexport { StatementPage };\n",
    );
    await expectAllowed(
      'remote-wallet/src/dev/DevPage.tsx',
      "import StatementPage from '../exposed/StatementPage';\nexport { StatementPage };\n",
    );
    await expectAllowed(
      'remote-wallet/rspack.config.ts',
      "import type StatementPage from './src/exposed/StatementPage';\nexport type { StatementPage };\n",
    );
    await expectAllowed(
      'remote-prediction/src/bootstrap.tsx',
      "import PredictionPage from './exposed/PredictionPage';\nexport { PredictionPage };\n",
    );
    await expectAllowed(
      'remote-sports/src/features/live/LiveHome.test.tsx',
      "import { LiveHome } from './LiveHome';\nexport { LiveHome };\n",
    );
  });
});

describe('a remote importing an app by its federation id', () => {
  it('is refused as a static or dynamic import, a template, a require and a jest.mock', async () => {
    await expectReported(
      'remote-sports/src/features/match-details/MatchDetailsPage.tsx',
      [
        "import Betslip from 'betslip/Betslip';",
        "const page = import('wallet/StatementPage');",
        'const account = (name: string) => import(`account/${name}`);',
        "const shell = require('host/Shell');",
        "jest.mock('prediction/PredictionPage');",
        'export { Betslip, page, account, shell };',
      ].join('\n'),
      BOUNDARIES,
      { count: 5, message: /is an app's federation id: a remote never loads another/ },
    );
  });

  it('is refused in shared/ too', async () => {
    await expectReported(
      'shared/src/ui/Toasts.tsx',
      "const slip = import('betslip/Betslip');\nexport { slip };\n",
      BOUNDARIES,
      { message: /'betslip\/Betslip' is an app's federation id/ },
    );
  });

  it('is allowed in the host, which loads the remotes', async () => {
    await expectAllowed(
      'host/src/federation/page-federation.ts',
      "const live = import('sports/LiveHome');\nexport { live };\n",
    );
  });
});

describe('shared/src/api importing the UI or the session', () => {
  it('is refused for shared ui/, forms/ and session/, by path and subpath, and for React and Redux', async () => {
    await expectReported(
      'shared/src/api/client.ts',
      [
        "import { Loader } from '../ui/Loader';",
        "import { FormScaffold } from '../forms';",
        "import { authActions } from '../session/auth-slice';",
        "import { useSessionSelector } from '@sportsbook/shared/session';",
        "import { useEffect } from 'react';",
        "import { useSelector } from 'react-redux';",
        "import { createSlice } from '@reduxjs/toolkit';",
        'export { Loader, FormScaffold, authActions, useSessionSelector, useEffect, useSelector, createSlice };',
      ].join('\n'),
      BOUNDARIES,
      { count: 7, message: /shared\/src\/api is the HTTP client under every screen/ },
    );
  });

  it('is allowed for its own files, the contracts, the bus and plain libraries', async () => {
    await expectAllowed(
      'shared/src/api/session-cookies.ts',
      [
        "import Cookies from 'js-cookie';",
        "import { API_PATHS } from '../contracts';",
        "import { publish } from '../events/bus';",
        "import { apiPostForm } from './client';",
        'export { Cookies, API_PATHS, publish, apiPostForm };',
      ].join('\n'),
    );
  });
});

describe('imports inside api/src running upward', () => {
  it('is refused for the ledger importing a domain or http/', async () => {
    await expectReported(
      'api/src/ledger/verify.ts',
      [
        "import { betReference } from '../betting/bet-reference';",
        "import { predictionReference } from '../prediction/prediction-reference';",
        "import type { WalletTables } from '../wallet/wallet-tables';",
        "import { formBody } from '../http/form-body';",
        "jest.mock('../accounts/account-service');",
        'export { betReference, predictionReference, formBody };',
        'export type { WalletTables };',
      ].join('\n'),
      BOUNDARIES,
      {
        count: 5,
        message:
          /The ledger knows no domain: .* never api\/src\/(betting|prediction|wallet|http|accounts)\//,
      },
    );
  });

  it('is refused for the ledger, db/, http/ and the kernel files importing the app level', async () => {
    await expectReported(
      'api/src/ledger/verify.ts',
      "import { LEDGER_CHECKS } from '../ledger-checks';\nexport { LEDGER_CHECKS };\n",
      BOUNDARIES,
      { message: /\(ledger\) imports ledger-checks \(app\), a layer above it/ },
    );
    await expectReported(
      'api/src/db/step.ts',
      [
        "import { MIGRATIONS } from '../migrations';",
        "import { seedDatabase } from '../seed/seed';",
        "import { buildApp } from '../app';",
        'export { MIGRATIONS, seedDatabase, buildApp };',
      ].join('\n'),
      BOUNDARIES,
      { count: 3, message: /\(db\) imports .* \(app\), a layer above it/ },
    );
    await expectReported(
      'api/src/errors.ts',
      "import { buildApp } from './app';\nexport { buildApp };\n",
      BOUNDARIES,
      { message: /\(kernel\) imports app \(app\), a layer above it/ },
    );
  });

  it('is refused for db/ importing the ledger, http/ or a domain', async () => {
    await expectReported(
      'api/src/db/schema.ts',
      [
        "import type { LedgerTables } from '../ledger/ledger-tables';",
        "import type { FormBody } from '../http/form-body';",
        "import type { CatalogTables } from '../catalog/catalog-tables';",
        'export type { LedgerTables, FormBody, CatalogTables };',
      ].join('\n'),
      BOUNDARIES,
      { count: 3, message: /^api\/src\/db\/schema\.ts \(db\) imports .* a layer above it/ },
    );
  });

  it('is refused for http/ importing a domain, and the kernel importing db/', async () => {
    await expectReported(
      'api/src/http/money-post.ts',
      "import type { AuthUser } from '../accounts/tokens';\nexport type { AuthUser };\n",
      BOUNDARIES,
      { message: /\(http\) imports accounts\/tokens \(domain\), a layer above it/ },
    );
    await expectReported(
      'api/src/form-validation.ts',
      "import { toDbTime } from './db/time';\nexport { toDbTime };\n",
      BOUNDARIES,
      { message: /\(kernel\) imports db\/time \(db\), a layer above it/ },
    );
  });

  it('is refused for a domain importing the app level', async () => {
    await expectReported(
      'api/src/betting/betting-service.ts',
      [
        "import { buildApp } from '../app';",
        "import { LEDGER_CHECKS } from '../ledger-checks';",
        "import { seedDatabase } from '../seed/seed';",
        "import { migrateToLatest } from '../migrations/migrate';",
        "import { opsServices } from '../ops/services';",
        'export { buildApp, LEDGER_CHECKS, seedDatabase, migrateToLatest, opsServices };',
      ].join('\n'),
      BOUNDARIES,
      { count: 5, message: /\(domain\) imports .* \(app\), a layer above it/ },
    );
  });

  it('is allowed downward: the ledger, db/, http/ and the kernel files, and test helpers', async () => {
    await expectAllowed(
      'api/src/ledger/verify.ts',
      [
        "import { HOUSE } from './accounts';",
        "import type { Database } from '../db/schema';",
        "import { ApiError } from '../errors';",
        "import { loadConfig } from '../config';",
        "import { build } from '../../test/helper';",
        'export { HOUSE, ApiError, loadConfig, build };',
        'export type { Database };',
      ].join('\n'),
    );
    await expectAllowed(
      'api/src/wallet/wallet-service.ts',
      [
        "import { pageOf } from '../db/paging';",
        "import { coinsFromMinor } from '../ledger/coins';",
        "import { postMoneyForm } from '../http/money-post';",
        "import { ApiError } from '../errors';",
        'export { pageOf, coinsFromMinor, postMoneyForm, ApiError };',
      ].join('\n'),
    );
    // A domain imports the ledger, not the other way round.
    await expectAllowed(
      'api/src/betting/betting-ledger-check.ts',
      "import { wagerViolations } from '../ledger/verify-checks';\nexport { wagerViolations };\n",
    );
  });

  it('is allowed from the app level and from tests, which assemble everything', async () => {
    await expectAllowed(
      'api/src/app.ts',
      [
        "import { walletRoutes } from './wallet/plugin';",
        "import { WalletService } from './wallet/wallet-service';",
        "import { registerErrorHandling } from './http/error-handler';",
        'export { walletRoutes, WalletService, registerErrorHandling };',
      ].join('\n'),
    );
    await expectAllowed(
      'api/src/seed/seed.ts',
      "import { seedDemoUser } from '../accounts/demo-user';\nexport { seedDemoUser };\n",
    );
    await expectAllowed(
      'api/src/ledger/verify.int.test.ts',
      [
        "import { LEDGER_CHECKS } from '../ledger-checks';",
        "import { betReference } from '../betting/bet-reference';",
        'export { LEDGER_CHECKS, betReference };',
      ].join('\n'),
    );
  });
});

describe('one api domain importing another', () => {
  it('is refused unless the other comes first in API_DOMAINS, unlisted domains last', async () => {
    await expectReported(
      'api/src/catalog/catalog-service.ts',
      "import type { MarketOperations } from '../markets/market-operations';\nexport type { MarketOperations };\n",
      BOUNDARIES,
      { message: /The catalog domain imports the markets domain, which does not come before it/ },
    );
    await expectReported(
      'api/src/betting/betting-service.ts',
      [
        "import { WalletService } from '../wallet/wallet-service';",
        "import { SelfExclusion } from '../limits/self-exclusion';",
        'export { WalletService, SelfExclusion };',
      ].join('\n'),
      BOUNDARIES,
      { count: 2, message: /The betting domain imports the (wallet|limits) domain/ },
    );
  });

  it('is refused for safer-gambling importing the money domains, and for any player domain importing backoffice', async () => {
    // safer-gambling comes right after accounts: the domains whose money it guards come later.
    await expectReported(
      'api/src/safer-gambling/safer-gambling-service.ts',
      [
        "import type { BettingService } from '../betting/betting-service';",
        "import type { WalletService } from '../wallet/wallet-service';",
        "import type { PredictionService } from '../prediction/prediction-service';",
        'export type { BettingService, WalletService, PredictionService };',
      ].join('\n'),
      BOUNDARIES,
      {
        count: 3,
        message: /The safer-gambling domain imports the (betting|wallet|prediction) domain/,
      },
    );
    // backoffice is last: no other domain may import it, safer-gambling included.
    for (const from of [
      'api/src/wallet/wallet-operations.ts',
      'api/src/betting/settlement.ts',
      'api/src/safer-gambling/safer-gambling-service.ts',
      'api/src/static/icons.ts',
    ]) {
      await expectReported(
        from,
        "import { auditTrail } from '../backoffice/audit-trail';\nexport { auditTrail };\n",
        BOUNDARIES,
        { message: /domain imports the backoffice domain, which does not come before it/ },
      );
    }
  });

  it("is refused for another domain's routes, and for a service importing its own routes", async () => {
    await expectReported(
      'api/src/wallet/wallet-service.ts',
      [
        "import { betHistoryRoute } from '../accounts/get-bet-history';",
        "import { accountRoutes } from '../accounts/plugin';",
        "import { authRoutes } from '../accounts/auth-routes';",
        "import { postWalletMoney } from './post-wallet-money';",
        'export { betHistoryRoute, accountRoutes, authRoutes, postWalletMoney };',
      ].join('\n'),
      BOUNDARIES,
      { count: 4, message: /is a route of its domain: routes call services, never the other way/ },
    );
  });

  it("is allowed for an earlier domain's services and tables, and within a domain", async () => {
    await expectAllowed(
      'api/src/wallet/wallet-service.ts',
      [
        "import { AccountService } from '../accounts/account-service';",
        "import type { BettingTables } from '../betting/betting-tables';",
        "import type { Broadcaster } from '../realtime/broadcaster';",
        "import { WALLET_SETTINGS } from './wallet-settings';",
        'export { AccountService, WALLET_SETTINGS };',
        'export type { BettingTables, Broadcaster };',
      ].join('\n'),
    );
    // An unlisted (new) domain comes after every listed one.
    await expectAllowed(
      'api/src/limits/limits-service.ts',
      "import { WalletService } from '../wallet/wallet-service';\nexport { WalletService };\n",
    );
    // safer-gambling uses accounts; backoffice uses every player domain, safer-gambling included.
    await expectAllowed(
      'api/src/safer-gambling/safer-gambling-service.ts',
      "import { revokeSessions } from '../accounts/sessions';\nexport { revokeSessions };\n",
    );
    await expectAllowed(
      'api/src/backoffice/operator-actions.ts',
      [
        "import type { WalletOperations } from '../wallet/wallet-operations';",
        "import type { SaferGamblingService } from '../safer-gambling/safer-gambling-service';",
        "import { settleMarket } from '../betting/settlement';",
        "import { PREDICTION_TEAMS } from '../prediction/prediction-teams';",
        'export { settleMarket, PREDICTION_TEAMS };',
        'export type { WalletOperations, SaferGamblingService };',
      ].join('\n'),
    );
    await expectAllowed(
      'api/src/wallet/plugin.ts',
      [
        "import { getWalletLists } from './get-wallet-lists';",
        "import { postWalletMoney } from './post-wallet-money';",
        'export { getWalletLists, postWalletMoney };',
      ].join('\n'),
    );
  });
});

describe('e2e/ importing app sources', () => {
  it('is refused for app, shared and API source, by path or by package', async () => {
    await expectReported(
      'e2e/tests/wallet.spec.ts',
      [
        "import { checkStake } from '../../remote-betslip/src/features/slip/stake-rules';",
        "import { formatMatchDate } from '../../shared/src/format';",
        "import { HOUSE } from '../../api/src/ledger/accounts';",
        "import { STAKE_MIN } from '@sportsbook/shared/contracts';",
        'export { checkStake, formatMatchDate, HOUSE, STAKE_MIN };',
      ].join('\n'),
      BOUNDARIES,
      { count: 4 },
    );
  });

  it('is allowed for its own page objects and support', async () => {
    await expectAllowed(
      'e2e/tests/wallet.spec.ts',
      [
        "import { expect, test } from '@playwright/test';",
        "import { Betslip } from '../pages/betslip';",
        "import { api } from '../support/api';",
        'export { expect, test, Betslip, api };',
      ].join('\n'),
    );
  });
});

describe("an app importing react-router-dom's data-router API", () => {
  const RESTRICTED = 'no-restricted-imports';

  it('is refused in the host and in every remote', async () => {
    for (const file of [
      'host/src/features/home/HomePage.tsx',
      'remote-sports/src/features/match/MatchPage.tsx',
      'remote-wallet/src/exposed/StatementPage.tsx',
    ]) {
      await expectReported(
        file,
        [
          "import { useLoaderData, useFetcher, RouterProvider } from 'react-router-dom';",
          'export { useLoaderData, useFetcher, RouterProvider };',
        ].join('\n'),
        RESTRICTED,
        { count: 3, message: /not a data router/ },
      );
    }
  });

  it('is allowed for the API of a declarative router', async () => {
    const reported = (
      await problems(
        'remote-sports/src/features/match/MatchPage.tsx',
        [
          "import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';",
          'export { Link, NavLink, useNavigate, useParams, useSearchParams };',
        ].join('\n'),
      )
    ).filter(({ ruleId }) => ruleId === RESTRICTED);
    assert.deepEqual(reported, []);
  });
});

describe("an app importing the Redux toolkit's store-setup API", () => {
  const RESTRICTED = 'no-restricted-imports';

  it('is refused in the host, in a remote and in shared', async () => {
    for (const file of [
      'host/src/features/home/HomePage.tsx',
      'remote-betslip/src/features/slip/Betslip.tsx',
      'shared/src/session/store.ts',
    ]) {
      await expectReported(
        file,
        [
          "import { createListenerMiddleware, combineSlices } from '@reduxjs/toolkit';",
          'export { createListenerMiddleware, combineSlices };',
        ].join('\n'),
        RESTRICTED,
        { count: 2, message: /store-setup API/ },
      );
    }
  });

  it('is allowed for slices, thunks and the store the host makes', async () => {
    const reported = (
      await problems(
        'shared/src/session/store.ts',
        [
          "import { configureStore, createSlice, createAsyncThunk, createSelector } from '@reduxjs/toolkit';",
          'export { configureStore, createSlice, createAsyncThunk, createSelector };',
        ].join('\n'),
      )
    ).filter(({ ruleId }) => ruleId === RESTRICTED);
    assert.deepEqual(reported, []);
  });
});

describe('writing ledger tables or balances outside api/src/ledger/', () => {
  const writes = [
    "await trx.updateTable('ledger_accounts').set({ code: 'x' }).where('id', '=', 1).execute();",
    "await trx.insertInto('ledger_entries').values({ transfer_id: 1 }).execute();",
    "await db.deleteFrom('ledger_holds as h').where('h.id', '=', 1).execute();",
    "await sql`update ledger_accounts set code = 'x' where id = ${id}`.execute(db);",
    'await sql.raw(\'INSERT INTO "ledger_transfers" (kind) VALUES (1)\').execute(db);',
    "await sql`delete from ${sql.table('ledger_entries')}`.execute(db);",
    "await db.updateTable('users').set((eb) => ({ balance_minor: eb('balance_minor', '+', 1) })).execute();",
    'await sql`UPDATE users SET current_balance = 0`.execute(db);',
  ];

  it('is refused for Kysely writes, raw SQL and balance columns', async () => {
    for (const write of writes) {
      await expectReported(
        'api/src/betting/payouts.ts',
        `import { sql } from 'kysely';\nexport async function run(db, trx, id) {\n  ${write}\n}\n`,
        LEDGER,
        { message: /^Only api\/src\/ledger\/ writes/ },
      );
    }
  });

  it('is refused in tests, migrations and scripts of api/ too', async () => {
    for (const file of [
      'api/src/betting/settlement.int.test.ts',
      'api/src/migrations/0009-bonus.ts',
      'api/test/helper.ts',
    ]) {
      await expectReported(file, `export async function run(db) {\n  ${writes[0]}\n}\n`, LEDGER);
    }
  });

  it('is allowed inside api/src/ledger/, and reading is allowed anywhere', async () => {
    await expectAllowed(
      'api/src/ledger/ledger.ts',
      `import { sql } from 'kysely';\nexport async function run(db, trx, id) {\n  ${writes.join('\n  ')}\n}\n`,
    );
    await expectAllowed(
      'api/src/accounts/account-service.ts',
      [
        'export async function balance(db, userId) {',
        "  const row = await db.selectFrom('ledger_accounts as a').select('a.balance_minor')",
        "    .where('a.user_id', '=', userId).executeTakeFirst();",
        "  await db.updateTable('users').set({ status: 1 }).execute();",
        '  return { current_balance: row.balance_minor };',
        '}',
      ].join('\n'),
    );
  });
});

describe('configuration files', () => {
  it('may share the root jest preset', async () => {
    await expectAllowed(
      'remote-wallet/jest.config.js',
      "const preset = require('../jest.preset.js');\nmodule.exports = { ...preset };\n",
    );
  });
});

describe('writes of api/ go through the write-transaction helper', () => {
  const RULE = 'sportsbook/write-transactions-only';
  const file = 'api/src/markets/some-service.ts';
  const service = (body) =>
    `import { sql } from 'kysely';\nexport async function change(db: unknown, conn: unknown, transactions: { run(f: (trx: never) => unknown): unknown }, betId: number) {\n  ${body}\n}\n`;
  const messagesOf = async (filePath, code) =>
    (await problems(filePath, code)).filter(({ ruleId }) => ruleId === RULE).map((p) => p.message);

  for (const [name, code, message] of [
    [
      'Kysely transaction()',
      `await db.transaction().execute(async (trx) => trx.selectFrom('bets'));`,
      /begins DEFERRED on SQLite/,
    ],
    [
      'a write on the outer db',
      `await db.updateTable('bets').set({ bet_status: 0 }).execute();`,
      /not on the outer database handle/,
    ],
    [
      'a raw connection',
      `await db.connection().execute(async () => 1);`,
      /A raw connection bypasses/,
    ],
    [
      'begin in raw SQL',
      'await sql`begin immediate`.execute(conn);',
      /Transaction statements belong/,
    ],
    [
      'a raw write on db',
      'await sql`update bets set bet_status = 0 where id = ${betId}`.execute(db);',
      /not on the outer database handle/,
    ],
  ]) {
    it(`reports ${name}`, async () => {
      const messages = await messagesOf(file, service(code));
      assert.equal(
        messages.length,
        1,
        `expected one report for:\n${code}\ngot ${JSON.stringify(messages)}`,
      );
      assert.match(messages[0], message);
    });
  }

  it('reports a write on this.db', async () => {
    const code = `export class S { constructor(private db: { insertInto(t: string): { values(v: object): { execute(): unknown } } }) {}\n  go() { return this.db.insertInto('matches').values({}).execute(); } }\n`;
    assert.equal((await messagesOf(file, code)).length, 1);
  });

  it('accepts the helper, the helper itself, migrations and tests', async () => {
    const helper = service(
      `await transactions.run((trx) => trx.updateTable('bets').set({ bet_status: 0 }).where('id', '=', betId).execute());`,
    );
    assert.deepEqual(await messagesOf(file, helper), []);
    assert.deepEqual(
      await messagesOf(
        'api/src/db/write-transaction.ts',
        service('await sql`begin immediate`.execute(conn);'),
      ),
      [],
    );
    assert.deepEqual(
      await messagesOf(
        'api/src/migrations/0099-example.ts',
        service(`await db.insertInto('matches').values({}).execute();`),
      ),
      [],
    );
    assert.deepEqual(
      await messagesOf(
        'api/src/betting/example.int.test.ts',
        service(`await db.updateTable('matches').set({ x: 1 }).execute();`),
      ),
      [],
    );
  });
});
