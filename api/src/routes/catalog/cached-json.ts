/** Sends a catalog answer from the catalog cache (src/catalog/catalog-cache.ts), as JSON text. */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sent in the handler's own turn when the answer is built at the current version (returns
 * undefined then: the reply is sent); otherwise once it is read or built.
 */
export function sendCachedJson(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> | undefined {
  const ready = app.catalogCache.readyJson(key);
  if (ready) {
    reply.type(JSON_CONTENT_TYPE).send(ready);
    return undefined;
  }
  return app.catalogCache.json(key, build).then((body) => reply.type(JSON_CONTENT_TYPE).send(body));
}
