/**
 * What the wallet reads from the site's configuration: the withdraw limits (site settings
 * `withdraw_min_limit` / `withdraw_max_limit`, SPEC section 9's defaults when absent or unreadable)
 * and the house's deposit number of each method. Operators change both with the ops tool.
 */
import type { Kysely } from 'kysely';
import {
  DEFAULT_WITHDRAW_LIMITS,
  DEPOSIT_CARD_METHODS,
  DEPOSIT_MOBILE_METHODS,
} from '@sportsbook/shared/contracts';
import type { DepositNumber } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';

export const WITHDRAW_LIMIT_KEYS = {
  min: 'withdraw_min_limit',
  max: 'withdraw_max_limit',
} as const;

/** Every method a deposit may name: the cards and the mobile wallets (SPEC section 9). */
export const DEPOSIT_METHODS: readonly string[] = [
  ...DEPOSIT_CARD_METHODS,
  ...DEPOSIT_MOBILE_METHODS,
];

/** Limits in hundredths of a coin. */
export interface WithdrawLimits {
  minMinor: number;
  maxMinor: number;
}

/** A setting's text as whole coins, or null when it is not a positive whole number. */
function wholeCoins(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** The withdraw limits now in force: the site settings, or SPEC's defaults for a missing one. */
export async function withdrawLimits(db: Kysely<Database>): Promise<WithdrawLimits> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', [WITHDRAW_LIMIT_KEYS.min, WITHDRAW_LIMIT_KEYS.max])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const min = wholeCoins(byKey.get(WITHDRAW_LIMIT_KEYS.min)) ?? DEFAULT_WITHDRAW_LIMITS.min;
  const max = wholeCoins(byKey.get(WITHDRAW_LIMIT_KEYS.max)) ?? DEFAULT_WITHDRAW_LIMITS.max;
  return { minMinor: min * 100, maxMinor: max * 100 };
}

/** The house's deposit numbers, in SPEC's order of methods. */
export async function depositNumbers(db: Kysely<Database>): Promise<DepositNumber[]> {
  const rows = await db.selectFrom('deposit_numbers').select(['type', 'phone_no']).execute();
  const order = (type: string) => {
    const index = DEPOSIT_METHODS.indexOf(type);
    return index === -1 ? DEPOSIT_METHODS.length : index;
  };
  return rows
    .sort((a, b) => order(a.type) - order(b.type) || a.type.localeCompare(b.type))
    .map((row) => ({ type: row.type, phone_no: row.phone_no }));
}

/** The house number of one method, or null when it has none. */
export async function depositNumberOf(
  db: Kysely<Database>,
  type: string,
): Promise<DepositNumber | null> {
  const row = await db
    .selectFrom('deposit_numbers')
    .select(['type', 'phone_no'])
    .where('type', '=', type)
    .executeTakeFirst();
  return row ?? null;
}

/** Coins as the messages write them: "500", "120.5". */
export function coinsText(minor: number): string {
  return String(minor / 100);
}
