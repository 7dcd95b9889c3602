/**
 * The prediction event: reading it, entering it and, for operators, closing and settling it.
 *
 * An entry takes its stake as a ledger hold (house:predictions-pending) in the caller's money
 * transaction. Settling names the winning team: each pending entry resolves exactly once, a
 * winner's stake posted to house:bets-revenue and stake x remuneration paid from house:payouts, a
 * loser's stake posted. Like bet settlement it runs in chunks, each its own short write
 * transaction: the first claims the event (status `settled`, the winning team), each later one
 * resolves the next pending entries. A run that stopped half way is finished by running the same
 * settlement again; afterwards every participant gets `CoinsChanged` on their private channel.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  PREDICTION_ENTRY_MESSAGES,
  PREDICTION_MESSAGES,
  PREDICTION_STAKE_FLOOR,
  privateUserChannel,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type {
  CoinsChangedPayload,
  PredictionEntry,
  PredictionEvent,
} from '@sportsbook/shared/contracts';
import { payoutMinor } from '../betting/stake';
import type { Database } from '../db/schema';
import type { PredictionEventStatus } from './prediction-tables';
import { toDbTime } from '../db/time';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError, notFound } from '../errors';
import { HOUSE } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import type { Broadcaster } from '../realtime/broadcaster';
import { predictionReference } from './prediction-reference';

export const PREDICTION_EVENT_NOT_FOUND = 'Prediction event not found.';
export const PREDICTION_CLOSED_MESSAGE = 'This prediction event is closed.';
export const PREDICTION_TEAM_INVALID = PREDICTION_ENTRY_MESSAGES.teamInvalid;

export interface PredictionEntryInput {
  userId: number;
  eventId: number;
  teamId: number;
  stakeMinor: number;
}

export interface PredictionSettlementSummary {
  eventId: number;
  winningTeamId: number;
  won: number;
  lost: number;
  /** Coins paid to winners (stakes included), 2 decimals. */
  paid: number;
  /** Users who had an entry settled. */
  userIds: number[];
}

export interface PredictionServiceOptions {
  db: Kysely<Database>;
  ledger: Ledger;
  broadcaster: Broadcaster;
  publicUrl: string;
  now?: () => Date;
  /** The most entries one settlement transaction resolves. */
  chunkSize?: number;
}

const DEFAULT_CHUNK_SIZE = 250;

export class PredictionService {
  private readonly db: Kysely<Database>;
  private readonly ledger: Ledger;
  private readonly now: () => Date;
  private readonly chunkSize: number;

  constructor(private readonly options: PredictionServiceOptions) {
    this.db = options.db;
    this.ledger = options.ledger;
    this.now = options.now ?? (() => new Date());
    this.chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  }

  /** `GET getPredictionEvent/{id}`: the event with its teams in display order. */
  async predictionEvent(eventId: number): Promise<PredictionEvent> {
    const event = await this.db
      .selectFrom('prediction_events')
      .select(['id', 'name', 'description', 'remuneration_cents', 'status'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event) throw notFound(PREDICTION_EVENT_NOT_FOUND);
    const teams = await this.db
      .selectFrom('prediction_teams')
      .select(['id', 'short_name', 'full_name', 'color', 'text_color', 'logo_path'])
      .where('prediction_event_id', '=', eventId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const { publicUrl } = this.options;
    return {
      id: event.id,
      name: event.name,
      description: event.description,
      remuneration: event.remuneration_cents / 100,
      status: event.status,
      teams: teams.map((team) => ({
        id: team.id,
        short_name: team.short_name,
        full_name: team.full_name,
        color: team.color,
        text_color: team.text_color,
        logo: /^https?:\/\//.test(team.logo_path)
          ? team.logo_path
          : `${publicUrl}${team.logo_path}`,
      })),
    };
  }

  /**
   * Enters the prediction in the caller's money transaction: the event must be open, the team
   * one of its teams, the stake above the floor and within the balance (the hold refuses with
   * INSUFFICIENT_BALANCE and so rolls the entry back).
   */
  async enter(trx: WriteTrx, input: PredictionEntryInput): Promise<PredictionEntry> {
    let eventQuery = trx
      .selectFrom('prediction_events')
      .select(['id', 'status', 'remuneration_cents'])
      .where('id', '=', input.eventId);
    // PostgreSQL: a close or settlement of this event waits for this entry, and it for them.
    if (!this.ledger.transactions.sqlite) eventQuery = eventQuery.forShare();
    const event = await eventQuery.executeTakeFirst();
    if (!event) throw notFound(PREDICTION_EVENT_NOT_FOUND);
    if (event.status !== 'open') throw new ApiError('CONFLICT', PREDICTION_CLOSED_MESSAGE);
    const team = await trx
      .selectFrom('prediction_teams')
      .select('id')
      .where('id', '=', input.teamId)
      .where('prediction_event_id', '=', event.id)
      .executeTakeFirst();
    if (!team) {
      throw new ApiError('VALIDATION_FAILED', PREDICTION_TEAM_INVALID, {
        fieldErrors: { prediction: PREDICTION_TEAM_INVALID },
        statusCode: 422,
      });
    }
    if (input.stakeMinor <= PREDICTION_STAKE_FLOOR * 100) {
      throw new ApiError('STAKE_TOO_LOW', PREDICTION_MESSAGES.stakeTooLow, {
        fieldErrors: { stake: PREDICTION_MESSAGES.stakeTooLow },
      });
    }
    const enteredAt = toDbTime(this.now());
    const entry = await trx
      .insertInto('prediction_entries')
      .values({
        prediction_event_id: event.id,
        user_id: input.userId,
        team_id: team.id,
        stake_minor: input.stakeMinor,
        remuneration_cents: event.remuneration_cents,
        status: 'pending',
        hold_id: null,
        payout_minor: null,
        entered_at: enteredAt,
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = predictionReference(entry.id);
    const holdId = await this.ledger.hold(trx, {
      userId: input.userId,
      pendingAccount: HOUSE.predictionsPending,
      amountMinor: input.stakeMinor,
      kind: 'prediction-stake',
      reference,
      transferKey: `${reference}:stake`,
    });
    await trx
      .updateTable('prediction_entries')
      .set({ hold_id: holdId })
      .where('id', '=', entry.id)
      .execute();
    return {
      id: entry.id,
      prediction_event_id: event.id,
      prediction: team.id,
      stake: input.stakeMinor / 100,
      status: 'pending',
      entered_at: enteredAt,
    };
  }

  /** `ops close-prediction`: the event takes no more entries. Answers the status it now has. */
  async close(eventId: number): Promise<PredictionEventStatus> {
    return this.ledger.run(async (trx) => {
      const event = await trx
        .selectFrom('prediction_events')
        .select('status')
        .where('id', '=', eventId)
        .executeTakeFirst();
      if (!event) throw notFound(PREDICTION_EVENT_NOT_FOUND);
      if (event.status !== 'open') return event.status;
      await trx
        .updateTable('prediction_events')
        .set({ status: 'closed' })
        .where('id', '=', eventId)
        .execute();
      return 'closed';
    });
  }

  /**
   * `ops settle-prediction`: `winningTeamId` wins. Closes the event if it is still open. Refused
   * when it was settled already (with nothing left to finish) or is being settled for another team.
   */
  async settle(eventId: number, winningTeamId: number): Promise<PredictionSettlementSummary> {
    let finished = await this.ledger.run((trx) => this.claim(trx, eventId, winningTeamId));
    while (!finished) {
      // Other writers queued behind this chunk take the lock before the next one.
      await nextTurn();
      finished = await this.ledger.run((trx) => this.settleChunk(trx, eventId, winningTeamId));
    }
    const summary = await this.summarize(eventId, winningTeamId);
    await this.announce(summary);
    return summary;
  }

  private async claim(trx: WriteTrx, eventId: number, winningTeamId: number): Promise<boolean> {
    const event = await trx
      .selectFrom('prediction_events')
      .select(['status', 'winning_team_id'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event) throw notFound(PREDICTION_EVENT_NOT_FOUND);
    const team = await trx
      .selectFrom('prediction_teams')
      .select('id')
      .where('id', '=', winningTeamId)
      .where('prediction_event_id', '=', eventId)
      .executeTakeFirst();
    if (!team) {
      throw new ApiError(
        'VALIDATION_FAILED',
        `Team ${winningTeamId} is not a team of prediction event ${eventId}.`,
      );
    }
    if (event.status === 'settled') {
      if (event.winning_team_id !== winningTeamId) {
        throw new ApiError(
          'CONFLICT',
          `Prediction event ${eventId} is settled for team ${event.winning_team_id}; run settle-prediction ${eventId} ${event.winning_team_id} to finish it.`,
        );
      }
      if (!(await this.hasPending(trx, eventId))) {
        throw new ApiError('CONFLICT', `Prediction event ${eventId} is already settled.`);
      }
      return this.settleChunk(trx, eventId, winningTeamId);
    }
    // Settling also closes: no entry joins after the claim, so the pending ones are all there are.
    await trx
      .updateTable('prediction_events')
      .set({
        status: 'settled',
        winning_team_id: winningTeamId,
        settled_at: toDbTime(this.now()),
      })
      .where('id', '=', eventId)
      .execute();
    return this.settleChunk(trx, eventId, winningTeamId);
  }

  /** Resolves the next pending entries, oldest first; true when none is left. */
  private async settleChunk(
    trx: WriteTrx,
    eventId: number,
    winningTeamId: number,
  ): Promise<boolean> {
    const entries = await trx
      .selectFrom('prediction_entries')
      .select(['id', 'user_id', 'team_id', 'stake_minor', 'remuneration_cents', 'hold_id'])
      .where('prediction_event_id', '=', eventId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(this.chunkSize)
      .$if(!this.ledger.transactions.sqlite, (query) => query.forUpdate())
      .execute();
    const accountIds = await Promise.all(
      [...new Set(entries.map((entry) => entry.user_id))].map((userId) =>
        this.ledger.userAccountId(trx, userId),
      ),
    );
    await this.ledger.lockAccounts(trx, accountIds);
    const settledAt = toDbTime(this.now());
    for (const entry of entries) {
      if (entry.hold_id === null) throw new Error(`Prediction entry ${entry.id} has no hold.`);
      const reference = predictionReference(entry.id);
      const won = entry.team_id === winningTeamId;
      await this.ledger.postHold(trx, entry.hold_id, HOUSE.betsRevenue, {
        kind: won ? 'prediction-won' : 'prediction-lost',
        transferKey: `${reference}:${won ? 'won' : 'lost'}`,
      });
      let payout: number | null = null;
      if (won) {
        payout = payoutMinor(Number(entry.stake_minor), entry.remuneration_cents);
        await this.ledger.payUser(trx, HOUSE.payouts, entry.user_id, {
          amountMinor: payout,
          kind: 'prediction-payout',
          reference,
          transferKey: `${reference}:payout`,
        });
      }
      await trx
        .updateTable('prediction_entries')
        .set({ status: won ? 'won' : 'lost', payout_minor: payout, settled_at: settledAt })
        .where('id', '=', entry.id)
        .where('status', '=', 'pending')
        .execute();
    }
    return !(await this.hasPending(trx, eventId));
  }

  private async hasPending(trx: WriteTrx, eventId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('prediction_entries')
      .select('id')
      .where('prediction_event_id', '=', eventId)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async summarize(
    eventId: number,
    winningTeamId: number,
  ): Promise<PredictionSettlementSummary> {
    const rows = await this.db
      .selectFrom('prediction_entries')
      .select(['user_id', 'status', 'payout_minor'])
      .where('prediction_event_id', '=', eventId)
      .execute();
    const won = rows.filter((row) => row.status === 'won');
    return {
      eventId,
      winningTeamId,
      won: won.length,
      lost: rows.filter((row) => row.status === 'lost').length,
      paid: won.reduce((sum, row) => sum + Number(row.payout_minor ?? 0), 0) / 100,
      userIds: [...new Set(rows.map((row) => row.user_id))].sort((a, b) => a - b),
    };
  }

  /** CoinsChanged to every participant; a failed broadcast never undoes the settlement. */
  private async announce(summary: PredictionSettlementSummary): Promise<void> {
    const payload: CoinsChangedPayload = { reason: 'prediction-settled' };
    for (const userId of summary.userIds) {
      await this.options.broadcaster
        .publish(privateUserChannel(userId), REALTIME_EVENTS.coinsChanged, payload)
        .catch(() => undefined);
    }
  }
}
