/**
 * Sends a catalog answer from the catalog cache (src/catalog/catalog-cache.ts), as JSON text, with
 * a hash of its text as its `ETag` and `Cache-Control: no-cache`: a browser keeps the answer and
 * asks again with `If-None-Match` each time, and gets 304 without a body while it is unchanged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogAnswer } from './catalog-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Kept, and revalidated before every use (never `no-store`): the catalog is the same for every
 * visitor, so a shared cache may keep it too, and a 304 costs no body.
 */
export const CATALOG_CACHE_CONTROL = 'no-cache';

/** True when the request's `If-None-Match` names `etag` (or is `*`), as RFC 9110 13.1.2 reads. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** `answer` as the route's reply schema (shared's wire-schemas) writes it, as any reply is. */
export function serializedBody(reply: FastifyReply, answer: unknown): Buffer {
  const text = reply.serialize(answer);
  if (typeof text === 'string') return Buffer.from(text, 'utf8');
  return Buffer.isBuffer(text) ? text : Buffer.from(text);
}

/** Sends a catalog answer: 304 with no body when the request already has it, else 200. */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: CatalogAnswer,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
  if (notModified(request, etag)) return reply.code(304).send();
  return reply.type(JSON_CONTENT_TYPE).send(body);
}

/**
 * Sent in the handler's own turn when the answer is built at the current version (returns
 * undefined then: the reply is sent); otherwise once it is read or built.
 */
export function sendCachedJson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> | undefined {
  const send = (answer: CatalogAnswer) => sendTagged(request, reply, answer);
  const ready = app.catalogCache.readyJson(key);
  if (ready) {
    send(ready);
    return undefined;
  }
  return app.catalogCache.json(key, build, (answer) => serializedBody(reply, answer)).then(send);
}
