/** `GET /ng/countries`: registration countries, Bangladesh first, `{ data: Country[] }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Country, DataEnvelope } from '@sportsbook/shared/contracts';

export function getCountries(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Country[]> }>(`/${API_PATHS.countries}`, async () => ({
    data: await app.site.countries(),
  }));
}
