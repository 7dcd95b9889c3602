/**
 * What an audit record keeps of its object before and after an action: the few fields the
 * action can change, read in the action's own transaction for `after`.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idOf } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { userAccountCode } from '../ledger/accounts';
import { oddsToWire } from '../catalog/odds';

const coins = (minor: number | string | bigint | null | undefined) => Number(minor ?? 0) / 100;

export async function readObjectState(db: Kysely<Database>, object: string): Promise<unknown> {
  const separator = object.indexOf(':');
  const kind = separator === -1 ? object : object.slice(0, separator);
  const key = separator === -1 ? '' : object.slice(separator + 1);
  const id = idOf(key);
  switch (kind) {
    case 'deposit': {
      if (id === null) return null;
      const row = await db
        .selectFrom('deposit_requests')
        .select(['status', 'amount_minor', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? { status: row.status, coins: coins(row.amount_minor), user_id: row.user_id }
        : null;
    }
    case 'withdrawal': {
      if (id === null) return null;
      const row = await db
        .selectFrom('withdrawals')
        .select(['status', 'amount_minor', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const approval = await db
        .selectFrom('withdrawal_approvals')
        .select('operator')
        .where('withdrawal_id', '=', id)
        .executeTakeFirst();
      return {
        status: row.status,
        coins: coins(row.amount_minor),
        user_id: row.user_id,
        first_approval: approval?.operator ?? null,
      };
    }
    case 'market': {
      if (id === null) return null;
      const market = await db
        .selectFrom('bets')
        .select(['bet_status', 'bet_title'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!market) return null;
      const events = await db
        .selectFrom('bet_events')
        .select(['id', 'odds_cents'])
        .where('bet_id', '=', id)
        .orderBy('id')
        .execute();
      const settlement = await db
        .selectFrom('market_settlements')
        .select(['outcome', 'winning_bet_event_id'])
        .where('bet_id', '=', id)
        .executeTakeFirst();
      return {
        bet_status: market.bet_status,
        odds: Object.fromEntries(events.map((event) => [event.id, oddsToWire(event.odds_cents)])),
        settlement: settlement ?? null,
      };
    }
    case 'match': {
      if (id === null) return null;
      const row = await db
        .selectFrom('matches')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    }
    case 'complaint': {
      if (id === null) return null;
      const row = await db
        .selectFrom('complaints')
        .select(['status', 'answer'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    }
    case 'user': {
      const user = await db
        .selectFrom('users')
        .select(['id', 'status'])
        .where(sql<string>`lower(username)`, '=', key.toLowerCase())
        .executeTakeFirst();
      if (!user) return null;
      const account = await db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('code', '=', userAccountCode(user.id))
        .executeTakeFirst();
      // The break (time-out or self-exclusion) that ends last, ended or not: an operator's
      // time-out shows here before and after.
      const lastBreak = await db
        .selectFrom('safer_gambling_changes')
        .select(['subject', 'effective_at'])
        .where('user_id', '=', user.id)
        .where('subject', 'in', ['time-out', 'self-exclusion'])
        .where('change', '=', 'applied')
        .orderBy('effective_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        status: user.status === 1 ? 'active' : 'inactive',
        balance: coins(account?.balance_minor),
        latest_break: lastBreak ? { kind: lastBreak.subject, until: lastBreak.effective_at } : null,
      };
    }
    case 'setting': {
      const row = await db
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { value: row.value } : null;
    }
    case 'operator': {
      const row = await db
        .selectFrom('operators')
        .select(['role', 'status'])
        .where('username', '=', key)
        .executeTakeFirst();
      return row ?? null;
    }
    default:
      return null;
  }
}
