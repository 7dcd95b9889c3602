/**
 * Sign-in attempts and API instances for the rate-limit tests (rate-limits.int.test.ts and the
 * Redis path in rate-limits.redis.int.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import { buildApp } from '../src/app';
import type { Env } from '../src/config';
import { MemoryBroadcaster } from '../src/realtime/broadcaster';
import { createTestDatabase } from './helper';
import type { TestDatabase } from './helper';

/** A sign-in for `login` from the client address `address`, with a wrong password unless given. */
export function signInAttempt(
  app: FastifyInstance,
  login: string,
  address: string,
  password = 'wrong-guess',
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: FIRST_PARTY_CLIENT.id,
      client_secret: FIRST_PARTY_CLIENT.secret,
      username: login,
      password,
    }).toString(),
  });
}

/** Three attempts per account; addresses practically unlimited. */
export const LIMITS: Env = {
  TOKEN_RATE_LIMIT_PER_USERNAME: '3',
  TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
};

export /** Two API instances on one database, as behind a load balancer. */
async function twoInstances(
  env: Env,
  now?: () => Date,
): Promise<{
  apps: [FastifyInstance, FastifyInstance];
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase({ ...LIMITS, ...env });
  const apps = [0, 1].map(() =>
    buildApp({
      db: database.handle.db,
      config: database.config,
      broadcaster: new MemoryBroadcaster(),
      checkReplies: true,
      ...(now ? { now } : {}),
    }),
  ) as [FastifyInstance, FastifyInstance];
  return {
    apps,
    database,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.dispose();
    },
  };
}
