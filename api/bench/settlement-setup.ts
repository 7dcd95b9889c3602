/**
 * The setup the settlement benchmarks share: sizes from the environment, funded bettors created
 * the way signup creates them, and the seed's open markets with their bet events.
 */
import type { Kysely } from 'kysely';
import { AccountService } from '../src/accounts/account-service';
import { hashPassword } from '../src/accounts/passwords';
import type { Database } from '../src/db/schema';
import type { Ledger } from '../src/ledger/ledger';

export function sizeFromEnv(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}`);
  }
  return value;
}

/** Creates the users (all with `password`) and credits each `creditMinor`; their ids. */
export async function createBettors(
  db: Kysely<Database>,
  ledger: Ledger,
  usernames: readonly string[],
  password: string,
  creditMinor: number,
): Promise<number[]> {
  const accounts = new AccountService(db, ledger);
  const passwordHash = await hashPassword(password);
  const country = await db.selectFrom('countries').select('id').executeTakeFirstOrThrow();
  const club = await db.selectFrom('clubs').select('id').executeTakeFirstOrThrow();
  const userIds = await ledger.run(async (trx) => {
    const ids: number[] = [];
    for (const username of usernames) {
      const input = {
        username,
        email: `${username}@example.com`,
        password,
        phone: '01711111111',
        countryId: country.id,
        clubId: club.id,
        sponsorname: null,
      };
      ids.push(await accounts.createUser(trx, input, passwordHash));
    }
    return ids;
  });
  for (const userId of userIds) await ledger.credit(userId, creditMinor, `bench-${userId}`);
  return userIds;
}

/** The seed's markets that take bets, by id. */
export async function openMarketIds(db: Kysely<Database>): Promise<number[]> {
  const markets = await db
    .selectFrom('bets as b')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .select('b.id')
    .where('b.bet_status', '=', 1)
    .where('m.status', '!=', 'FINISHED')
    .orderBy('b.id')
    .execute();
  return markets.map((market) => market.id);
}

/** A market's bet events (its selections), by id. */
export async function eventIdsOf(db: Kysely<Database>, marketId: number): Promise<number[]> {
  const events = await db
    .selectFrom('bet_events')
    .select('id')
    .where('bet_id', '=', marketId)
    .orderBy('id')
    .execute();
  return events.map((event) => event.id);
}
