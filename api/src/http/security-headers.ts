/**
 * Security headers on every response of the API, chosen by helmet: HSTS, nosniff, frame and
 * referrer policies, cross-origin isolation, and a content security policy for a server that
 * answers JSON and images, never a page. They are computed once and set through Fastify's reply,
 * in the first hook of every request and by the error handler of the failures Fastify raises
 * before routing (a malformed URL), which run no hooks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

const middleware = helmet({
  // Nothing the API serves may load anything, or be framed.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
});

/** The headers helmet sets, read once by running it against a response that only records. */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure !== null) throw failure;
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = helmetHeaders();

export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    setSecurityHeaders(reply);
  });
}
