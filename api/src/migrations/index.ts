/**
 * Every migration, oldest first. To change the schema, append a new migration to this array
 * (never edit one that has shipped); its name must sort after the previous one.
 */
import { catalogMigration } from './0001-catalog';
import { accountsMigration } from './0002-accounts';
import { ledgerMigration } from './0003-ledger';
import { bettingMigration } from './0004-betting';
import { remoteLoadsMigration } from './0005-remote-loads';
import { supportMigration } from './0006-support';
import { walletMigration } from './0007-wallet';
import { predictionMigration } from './0008-prediction';
import { catalogVersionMigration } from './0009-catalog-version';
import { withdrawalCancelMigration } from './0010-withdrawal-cancel';
import { holdsByAccountMigration } from './0011-holds-by-account';
import { backofficeMigration } from './0012-backoffice';
import { saferGamblingMigration } from './0013-safer-gambling';
import { bettingPreferencesMigration } from './0014-betting-preferences';
import { multiplesMigration } from './0015-multiples';
import { cashOutMigration } from './0016-cash-out';
import { verifierRunsMigration } from './0017-verifier-runs';
import type { AppMigration } from './migration';

export const MIGRATIONS: readonly AppMigration[] = [
  catalogMigration,
  accountsMigration,
  ledgerMigration,
  bettingMigration,
  remoteLoadsMigration,
  supportMigration,
  walletMigration,
  predictionMigration,
  catalogVersionMigration,
  withdrawalCancelMigration,
  holdsByAccountMigration,
  backofficeMigration,
  saferGamblingMigration,
  bettingPreferencesMigration,
  multiplesMigration,
  cashOutMigration,
  verifierRunsMigration,
];
