/** Reads of prediction events and their teams. */
import type { Kysely } from 'kysely';
import type { PredictionEvent } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

export class PredictionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
  ) {}

  /** `GET getPredictionEvent/{id}`: the event with its teams in display order. */
  async predictionEvent(eventId: number): Promise<PredictionEvent> {
    const event = await this.db
      .selectFrom('prediction_events')
      .select(['id', 'name', 'description', 'remuneration_cents'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event) throw notFound('Prediction event not found.');
    const teams = await this.db
      .selectFrom('prediction_teams')
      .select(['id', 'short_name', 'full_name', 'color', 'text_color', 'logo_path'])
      .where('prediction_event_id', '=', eventId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return {
      id: event.id,
      name: event.name,
      description: event.description,
      remuneration: event.remuneration_cents / 100,
      teams: teams.map((team) => ({
        id: team.id,
        short_name: team.short_name,
        full_name: team.full_name,
        color: team.color,
        text_color: team.text_color,
        logo: /^https?:\/\//.test(team.logo_path)
          ? team.logo_path
          : `${this.publicUrl}${team.logo_path}`,
      })),
    };
  }
}
