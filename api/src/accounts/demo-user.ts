/**
 * The seed's demo user, so a fresh `npm start` can sign in and bet at once. Its opening balance is
 * a ledger transfer from house:opening, never a direct write.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Ledger } from '../ledger/ledger';
import { AccountService } from './account-service';
import { hashPassword } from './passwords';

export const DEMO_USER = {
  username: 'demo',
  password: 'demo12345',
  email: 'demo@example.com',
  phone: '01700000000',
} as const;

/** 10,000.00 coins. */
export const DEMO_OPENING_BALANCE_MINOR = 1_000_000;

/**
 * Writes the demo user (first country, first club) and its opening balance in the caller's
 * transaction; the countries and clubs must be seeded already. Returns the user id.
 */
export async function seedDemoUser(trx: Kysely<Database>, now: Date): Promise<number> {
  const country = await trx
    .selectFrom('countries')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const club = await trx
    .selectFrom('clubs')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ledger = new Ledger(trx, { now: () => now });
  const accounts = new AccountService(trx, ledger, () => now);
  const userId = await accounts.createUser(
    trx,
    {
      username: DEMO_USER.username,
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      phone: DEMO_USER.phone,
      countryId: country.id,
      clubId: club.id,
      sponsorname: null,
    },
    await hashPassword(DEMO_USER.password),
  );
  await ledger.openingBalance(trx, userId, DEMO_OPENING_BALANCE_MINOR);
  return userId;
}
