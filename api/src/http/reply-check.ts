/**
 * The proof that the reply schemas (shared's `wire-schemas`, a route's `response`) change no wire:
 * with it on (the tests' apps), every reply Fastify serializes is compared with what
 * `JSON.stringify` makes of the handler's object, and a difference (a field dropped, a value
 * coerced to the schema's type) fails the request with a 500 naming the route. Key order may
 * differ; JSON objects have none.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export class ReplySchemaMismatch extends Error {}

export function checkReplySerialization(app: FastifyInstance): void {
  const plainText = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const text = JSON.stringify(payload);
    if (text !== undefined) plainText.set(request, text);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const plain = plainText.get(request);
    if (plain === undefined || typeof payload !== 'string') return payload;
    plainText.delete(request);
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(plain))) {
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      throw new ReplySchemaMismatch(
        `The reply schema of ${route} (${reply.statusCode}) changed the reply: ${payload} instead of ${plain}`,
      );
    }
    return payload;
  });
}
