/** Sends a catalog answer from the catalog cache (src/catalog/catalog-cache.ts), as JSON text. */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export async function sendCachedJson(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await app.catalogCache.json(key, build);
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
