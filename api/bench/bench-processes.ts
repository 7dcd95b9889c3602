/**
 * What the settlement benchmarks share: a free port, the API's scripts run as their own processes
 * (as an operator and a deployment run them), waiting for the API, and signing bettors in.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import type { TokenResponse } from '@sportsbook/shared/contracts';
import type autocannon from 'autocannon';

const API_ROOT = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs one of the API's TypeScript scripts (`src/server.ts`, `src/ops/cli.ts`) as a process. */
export function tsx(script: string, args: readonly string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, script), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

export async function waitForHealth(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(50);
  }
  throw new Error('The API did not start in 10 s.');
}

/** Signs a user in through `POST /oauth/token`; resolves to the access token. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: FIRST_PARTY_CLIENT.id,
      client_secret: FIRST_PARTY_CLIENT.secret,
      username,
      password,
    }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as TokenResponse).access_token;
}

/**
 * autocannon's options for `POST <baseUrl>/ng/bet-submit`: 20 coins on one selection at its odds,
 * with a new Idempotency-Key each time (a repeated key would only replay the first answer). Each
 * connection bets as one user of `tokens`, taken in turn, so bets of different connections do
 * not all wait on one balance row.
 */
export function betSubmitLoad(
  baseUrl: string,
  bet: { tokens: readonly string[]; betEventId: number; odds: number },
): autocannon.Options {
  const body = new URLSearchParams({
    bet_event_id: String(bet.betEventId),
    bet_amount: '20',
    bet_ratio: bet.odds.toFixed(2),
  }).toString();
  let connections = 0;
  return {
    url: `${baseUrl}/ng/bet-submit`,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request, context: { token?: string }) => {
          context.token ??= bet.tokens[connections++ % bet.tokens.length];
          return {
            ...request,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              authorization: `Bearer ${context.token}`,
              'idempotency-key': randomUUID(),
            },
          };
        },
      },
    ],
  };
}
