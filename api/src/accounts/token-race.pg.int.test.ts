/**
 * Two exchanges of one refresh token at the same moment, on PostgreSQL. SQLite has one writer at a
 * time, so the second exchange always finds the token used; on PostgreSQL both can read it unused
 * and both try to mark it. The second then waits for the first to commit, marks nothing
 * (`used_at is null` no longer holds) and must answer the pair the first issued, not revoke the
 * family nor issue a second rotation (accounts/tokens.ts, `refreshGrant`). This file runs in the
 * PostgreSQL pass only (TEST_DATABASE_URL set, as .ci/run does; api/jest.config.js leaves it out
 * otherwise).
 *
 * The interleaving is forced, not left to chance: a third transaction holds the token's row, both
 * exchanges read it unused and queue on it, then the holder lets go.
 */
import { sql } from 'kysely';
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import type { TokenResponse } from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { backendPid, deferred } from '../../test/postgres-locks';
import { bearer, newUser, postForm } from '../../test/session';
import { tokenHash } from './tokens';

let t: TestApp;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('This file needs TEST_DATABASE_URL.');
  t = await build({
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
});

afterAll(async () => {
  await t.close();
});

function refreshGrant(refreshToken: string) {
  return postForm(t, '/oauth/token', {
    grant_type: 'refresh_token',
    client_id: FIRST_PARTY_CLIENT.id,
    client_secret: FIRST_PARTY_CLIENT.secret,
    refresh_token: refreshToken,
  });
}

/**
 * Resolves once `count` sessions wait behind the session `holderPid`: for a lock it holds, or
 * queued behind one that does (the second writer of a row waits for the first).
 */
async function waitersBehind(holderPid: number, count: number): Promise<void> {
  for (let poll = 0; poll < 10_000; poll += 1) {
    const { rows } = await sql<{ waiting: string | number }>`
      with sessions as (select pid, pg_blocking_pids(pid) as blockers from pg_stat_activity)
      select count(*) as waiting from sessions s
      where ${holderPid} = any(s.blockers)
         or exists (
           select 1 from sessions first
           where first.pid = any(s.blockers) and ${holderPid} = any(first.blockers))`.execute(t.db);
    if (Number(rows[0]?.waiting) >= count) return;
  }
  throw new Error(`Fewer than ${count} sessions ever waited behind session ${holderPid}.`);
}

describe('two exchanges of one refresh token that race (PostgreSQL)', () => {
  it('both get the same new pair; one rotation is made and the family stays alive', async () => {
    const user = await newUser(t);
    const hash = tokenHash(user.refreshToken);

    // A third transaction holds the token's row until told to let go.
    const holding = deferred<number>();
    const release = deferred();
    const holder = t.app.ledger.run(async (trx) => {
      await trx
        .selectFrom('refresh_tokens')
        .select('id')
        .where('token_hash', '=', hash)
        .forUpdate()
        .execute();
      holding.resolve(await backendPid(trx));
      await release.promise;
    });
    const holderPid = await holding.promise;

    const exchanges = Promise.all([
      refreshGrant(user.refreshToken),
      refreshGrant(user.refreshToken),
    ]);
    // Both read the token unused and now wait to mark it.
    await waitersBehind(holderPid, 2);
    release.resolve();
    await holder;
    const responses = await exchanges;

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = responses.map((response) => json<TokenResponse>(response));
    expect(second).toEqual(first);
    const stored = await t.db
      .selectFrom('refresh_tokens as r')
      .innerJoin('token_families as f', 'f.id', 'r.family_id')
      .select(['r.used_at', 'f.revoked_at'])
      .where('r.user_id', '=', user.id)
      .execute();
    // The signed-up token, used once, and its one successor.
    expect(stored).toHaveLength(2);
    expect(stored.filter((row) => row.used_at !== null)).toHaveLength(1);
    expect(stored.every((row) => row.revoked_at === null)).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/ng/user/profile',
      headers: bearer(first!.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect((await refreshGrant(first!.refresh_token)).statusCode).toBe(200);
  });
});
