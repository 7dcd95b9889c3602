/**
 * The auth hook of every authenticated route: the user comes from the bearer access token only
 * (never from a form field or a path), or the request is answered 401 UNAUTHENTICATED.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

export const UNAUTHENTICATED_MESSAGE = 'Please Log In!';

/** The signed-in user of a request, read from its bearer token only. */
export interface AuthUser {
  id: number;
  username: string;
  /** The sign-in (token family) the token belongs to; logout revokes it. */
  familyId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook; null on public routes. */
    authUser: AuthUser | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

function unauthenticated(reply: FastifyReply): ApiError {
  reply.header('WWW-Authenticate', 'Bearer');
  return new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
}

/**
 * Hook factory: `{ onRequest: authenticate(app) }`, so a missing token is a 401 before any input
 * check. Every answer of such a route, the 401 and 4xx included, is `Cache-Control: no-store`:
 * it is one user's data, which no browser or proxy cache may keep.
 */
export function authenticate(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    const user = token ? await app.tokens.authenticate(token) : null;
    if (!user) throw unauthenticated(reply);
    request.authUser = user;
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return request.authUser;
}
