/** `GET /ng/countries`: registration countries, Bangladesh first, `{ data: Country[] }`. */
import type { FastifyInstance } from 'fastify';
import { countriesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Country, DataEnvelope } from '@sportsbook/shared/contracts';

export function getCountries(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Country[]> }>(
    `/${API_PATHS.countries}`,
    { schema: replyOf(countriesReply) },
    async () => ({
      data: await app.site.countries(),
    }),
  );
}
