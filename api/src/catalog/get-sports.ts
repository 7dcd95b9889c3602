/** `GET /ng/sports`: every sport with its open matches, `{ data: Sport[] }` (cached). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Sport } from '@sportsbook/shared/contracts';
import { sportsReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { sendCachedJson } from './cached-json';

export function getSports(app: FastifyInstance): void {
  app.get(`/${API_PATHS.sports}`, { schema: replyOf(sportsReply) }, (request, reply) =>
    sendCachedJson(app, request, reply, 'sports', async (): Promise<DataEnvelope<Sport[]>> => ({
      data: await app.catalog.sports(),
    })),
  );
}
