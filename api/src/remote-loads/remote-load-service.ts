/**
 * What page loads report about the remotes (`POST /ng/remote-loads`): which version of each remote
 * a page load got and whether it loaded. The release tool's `status` shows the counts per version,
 * and the registry server rolls back a canary whose share of failed page loads passes its limit.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { RemoteLoadReport, RemoteLoadSummary } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { WriteTransactions } from '../db/write-transaction';

export interface RemoteLoadServiceOptions {
  now?: () => Date;
}

export class RemoteLoadService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    /** The one write-transaction helper (IMMEDIATE on SQLite), though no coins move here. */
    private readonly transactions: WriteTransactions,
    options: RemoteLoadServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Records one page load's report. A page load counts once per remote version: reporting it again
   * updates the row, and a failure is never overwritten by a later success (the visitor saw the
   * "unavailable" panel in that page load).
   */
  async record(report: RemoteLoadReport): Promise<void> {
    const reportedAt = toDbTime(this.now());
    await this.transactions.run(async (trx) => {
      for (const record of report.remotes) {
        const failed = record.outcome === 'failed';
        await trx
          .insertInto('remote_loads')
          .values({
            page_load_id: report.page_load_id,
            remote: record.remote,
            version: record.version,
            channel: record.channel,
            outcome: record.outcome,
            error: failed ? (record.error ?? null) : null,
            reported_at: reportedAt,
          })
          .onConflict((conflict) =>
            conflict.columns(['page_load_id', 'remote', 'version']).doUpdateSet({
              outcome: sql`case when excluded.outcome = 'failed' then 'failed' else remote_loads.outcome end`,
              error: sql`case when excluded.outcome = 'failed' then excluded.error else remote_loads.error end`,
              reported_at: sql`excluded.reported_at`,
            }),
          )
          .execute();
      }
    });
  }

  /** Page loads and failed page loads per remote version reported at or after `since`. */
  async summary(since: Date, remote?: string): Promise<RemoteLoadSummary[]> {
    const sinceText = toDbTime(since);
    const rows = await this.db
      .selectFrom('remote_loads')
      .select(['remote', 'version'])
      .select((eb) => [
        eb.fn.countAll<number | string>().as('page_loads'),
        eb.fn
          .sum<number | string>(eb.case().when('outcome', '=', 'failed').then(1).else(0).end())
          .as('failed_page_loads'),
        eb.fn
          .max<string | null>(
            eb.case().when('outcome', '=', 'failed').then(eb.ref('reported_at')).else(null).end(),
          )
          .as('last_failure_at'),
      ])
      .where('reported_at', '>=', sinceText)
      .$if(remote !== undefined, (query) => query.where('remote', '=', remote ?? ''))
      .groupBy(['remote', 'version'])
      .orderBy('remote')
      .orderBy('version')
      .execute();

    const summaries: RemoteLoadSummary[] = [];
    for (const row of rows) {
      const failed = Number(row.failed_page_loads);
      const lastError =
        failed > 0
          ? await this.db
              .selectFrom('remote_loads')
              .select('error')
              .where('remote', '=', row.remote)
              .where('version', '=', row.version)
              .where('outcome', '=', 'failed')
              .where('reported_at', '>=', sinceText)
              .orderBy('reported_at', 'desc')
              .orderBy('id', 'desc')
              .limit(1)
              .executeTakeFirst()
          : undefined;
      summaries.push({
        remote: row.remote,
        version: row.version,
        page_loads: Number(row.page_loads),
        failed_page_loads: failed,
        last_failure_at: row.last_failure_at ?? null,
        last_error: lastError?.error ?? null,
      });
    }
    return summaries;
  }
}
