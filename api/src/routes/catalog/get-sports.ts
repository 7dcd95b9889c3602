/** `GET /ng/sports`: every sport with its open matches, `{ data: Sport[] }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Sport } from '@sportsbook/shared/contracts';

export function getSports(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Sport[]> }>(`/${API_PATHS.sports}`, async () => ({
    data: await app.catalog.sports(),
  }));
}
