/**
 * The API (`src/server.ts`) and the realtime server (`src/realtime/main.ts`) started as real
 * processes with NODE_ENV=production: they refuse to start on a development secret, saying which
 * setting to set, and a production start seeds the catalog but never the demo user.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { TEST_PRODUCTION_SECRET } from '../test/helper';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface Started {
  /** Resolves when the output matches `ready` (with the match), or rejects when the process exits first. */
  ready: Promise<RegExpExecArray>;
  /** SIGTERM, then the exit. */
  stop(): Promise<Run>;
  exited: Promise<Run>;
}

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-production-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment of a production process: nothing inherited that could point it elsewhere. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SQLITE_PATH: path.join(dir, `${Object.keys(extra).join('-') || 'none'}.sqlite`),
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: '0',
    PUSHER_PORT: '0',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

function start(script: string, env: NodeJS.ProcessEnv, ready: RegExp): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script)], {
    cwd: path.join(__dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let onOutput: () => void = () => undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onOutput();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    onOutput();
  });
  const exited = new Promise<Run>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  const readyPromise = new Promise<RegExpExecArray>((resolve, reject) => {
    onOutput = () => {
      const match = ready.exec(stdout + stderr);
      if (match) resolve(match);
    };
    void exited.then((run) =>
      reject(new Error(`exited with ${String(run.code)} before it was ready:\n${run.stderr}`)),
    );
  });
  // A process that is expected to exit is never awaited as ready.
  readyPromise.catch(() => undefined);
  return {
    ready: readyPromise,
    exited,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const SECRET_MESSAGE =
  'PUSHER_SECRET still has its development default. With NODE_ENV=production, set PUSHER_SECRET to a secret of your own. Make one with `openssl rand -hex 32` and set the same value for the API and the realtime server.';

describe('NODE_ENV=production', () => {
  it('the API refuses to start with the development Pusher secret, and touches no database', async () => {
    const env = productionEnv({});
    const run = await start('server.ts', env, /never/).exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The API cannot start: ${SECRET_MESSAGE}`);
    expect(fs.existsSync(env.SQLITE_PATH as string)).toBe(false);
  });

  it('the realtime server refuses to start with the development Pusher secret', async () => {
    const run = await start(
      'realtime/main.ts',
      productionEnv({ PUSHER_SECRET: 'sportsbook-secret' }),
      /never/,
    ).exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`realtime: failed to start: ${SECRET_MESSAGE}`);
  });

  it('the realtime server refuses a secret shorter than 32 characters, saying how to make one', async () => {
    const run = await start(
      'realtime/main.ts',
      productionEnv({ PUSHER_SECRET: 'own-secret' }),
      /never/,
    ).exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'realtime: failed to start: PUSHER_SECRET is 10 characters long. With NODE_ENV=production it must be at least 32 random characters. Make one with `openssl rand -hex 32`',
    );
  });

  it('the realtime server starts with a secret of its own', async () => {
    const server = start(
      'realtime/main.ts',
      productionEnv({ PUSHER_SECRET: TEST_PRODUCTION_SECRET }),
      /listening on ws:\/\/127\.0\.0\.1:(\d+)\//,
    );
    await server.ready;
    expect((await server.stop()).code).toBe(0);
  });

  it('the API starts with a secret of its own and seeds the catalog without the demo user', async () => {
    const env = productionEnv({ PUSHER_SECRET: TEST_PRODUCTION_SECRET });
    const api = start('server.ts', env, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const [, url] = await api.ready;
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect((await api.stop()).code).toBe(0);

    const db = new Database(env.SQLITE_PATH as string, { readonly: true });
    try {
      const count = (table: string) =>
        (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      expect(count('users')).toBe(0);
      expect(count('ledger_entries')).toBe(0);
      expect(count('sports')).toBeGreaterThan(0);
      expect(count('countries')).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
