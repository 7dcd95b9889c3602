/**
 * The seed's demo user, so a fresh `npm start` can sign in and bet at once, with two followers so
 * My Followers has rows. Its opening balance is a ledger transfer from house:opening, never a
 * direct write.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addMs, DAY_MS } from '../db/time';
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

/** The demo user joined a month before the seed's clock, so its followers could join after it. */
export const DEMO_JOINED_DAYS_AGO = 30;

/**
 * Users who named demo as their sponsor at registration: its followers. They sign in with the
 * demo password and hold no coins.
 */
export const DEMO_FOLLOWERS = [
  {
    username: 'rahim_khan',
    email: 'rahim_khan@example.com',
    phone: '01711000001',
    joinedDaysAgo: 12,
  },
  {
    username: 'nadia_islam',
    email: 'nadia_islam@example.com',
    phone: '01811000002',
    joinedDaysAgo: 4,
  },
] as const;

/**
 * Writes the demo user (first country, first club), its opening balance and its followers in the
 * caller's transaction; the countries and clubs must be seeded already. Returns the user id.
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
  // One hash for the three users: argon2 is slow on purpose, and the seed runs in every test file.
  const passwordHash = await hashPassword(DEMO_USER.password);
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
      createdAt: addMs(now, -DEMO_JOINED_DAYS_AGO * DAY_MS),
    },
    passwordHash,
  );
  await ledger.openingBalance(trx, userId, DEMO_OPENING_BALANCE_MINOR);
  for (const follower of DEMO_FOLLOWERS) {
    await accounts.createUser(
      trx,
      {
        username: follower.username,
        email: follower.email,
        password: DEMO_USER.password,
        phone: follower.phone,
        countryId: country.id,
        clubId: club.id,
        sponsorname: DEMO_USER.username,
        createdAt: addMs(now, -follower.joinedDaysAgo * DAY_MS),
      },
      passwordHash,
    );
  }
  return userId;
}
