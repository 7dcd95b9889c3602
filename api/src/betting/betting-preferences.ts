/**
 * Each bettor's betting preferences (issue 32), kept on the server so every device and every
 * placement sees the same choice. A bettor without a row has the defaults.
 */
import type { Kysely } from 'kysely';
import { ODDS_CHANGE_DEFAULT } from '@sportsbook/shared/contracts';
import type { BettingPreferences, OddsChangePreference } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { WriteTransactions, WriteTrx } from '../db/write-transaction';

export const BETTING_PREFERENCES_SAVED_MESSAGE = 'Your betting preferences have been saved.';

/** The bettor's odds-change preference as `db` (a bet's transaction, say) sees it. */
export async function oddsChangePreferenceOf(
  db: Kysely<Database>,
  userId: number,
): Promise<OddsChangePreference> {
  const row = await db
    .selectFrom('betting_preferences')
    .select('odds_change')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.odds_change ?? ODDS_CHANGE_DEFAULT;
}

export class BettingPreferencesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(userId: number): Promise<BettingPreferences> {
    return { odds_change: await oddsChangePreferenceOf(this.db, userId) };
  }

  /** Saves the preferences in one write transaction and answers them as saved. */
  async save(userId: number, preferences: BettingPreferences): Promise<BettingPreferences> {
    const updatedAt = toDbTime(this.now());
    await this.transactions.run((trx: WriteTrx) =>
      trx
        .insertInto('betting_preferences')
        .values({ user_id: userId, odds_change: preferences.odds_change, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ odds_change: preferences.odds_change, updated_at: updatedAt }),
        )
        .execute(),
    );
    return preferences;
  }
}
