/**
 * The API (`src/server.ts`) and the realtime server (`src/realtime/main.ts`) started as real
 * processes with NODE_ENV=production: they refuse to start on a development secret, saying which
 * setting to set; a production start refuses an unmigrated database and never seeds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { TEST_PRODUCTION_SECRET } from '../test/helper';

// Each test starts real processes (tsx compiles the API on each start): on a busy 2-core
// machine a test of three or four starts passed 20 s, a timeout and not a finding.
jest.setTimeout(120_000);

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

  it('the API refuses an unmigrated database; migrated, it starts, ready, and seeds nothing', async () => {
    const env = productionEnv({ PUSHER_SECRET: TEST_PRODUCTION_SECRET });
    const refused = await start('server.ts', env, /never/).exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /The API cannot start: The database is not migrated: \d+ migrations pending \(.+\)\. Run `npm run migrate -w api` first\./,
    );

    const migrate = await start('migrate-cli.ts', env, /never/).exited;
    expect(migrate.code).toBe(0);
    const api = start('server.ts', env, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const [, url] = await api.ready;
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await api.stop()).code).toBe(0);

    const db = new Database(env.SQLITE_PATH as string, { readonly: true });
    try {
      const count = (table: string) =>
        (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      // No demo catalog: no fictitious matches or markets to stake real coins on.
      for (const table of ['sports', 'matches', 'bets', 'ledger_entries']) {
        expect(count(table)).toBe(0);
      }
      // The reference data of `migrate` is there: the sign-up form has its countries.
      expect(count('countries')).toBeGreaterThan(0);
      expect(db.prepare(`select count(*) as n from users where username = 'demo'`).get()).toEqual({
        n: 0,
      });
    } finally {
      db.close();
    }
  });

  it('refuses SEED=on', async () => {
    const run = await start(
      'server.ts',
      productionEnv({ PUSHER_SECRET: TEST_PRODUCTION_SECRET, SEED: 'on' }),
      /never/,
    ).exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'The API cannot start: SEED=on is refused with NODE_ENV=production: the demo data is fictitious.',
    );
  });
});
