/**
 * The deployment steps as a person runs them (issue 27): `npm run migrate -w api`, the demo
 * `seed`, and the SQLite `backup`, each a real process. Bad input gets one clear line, exit 1,
 * and nothing half written. Always SQLite files of their own (the backup is SQLite's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig, type Env } from '../config';
import { runScript } from '../../test/child-process';
import { TEST_PRODUCTION_SECRET } from '../../test/helper';

// Each test starts real processes (tsx compiles the API on each start): on a busy 2-core
// machine a test of three or four starts passed 20 s, a timeout and not a finding.
jest.setTimeout(120_000);

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-steps-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `api/src/<script>` on the SQLite file `file`. */
async function step(
  script: string,
  file: string,
  args: string[] = [],
  env: Env = {},
): Promise<Outcome> {
  // runScript points the child at the config's database: SQLite `file`, or env's DATABASE_URL.
  const config = loadConfig({ SQLITE_PATH: file, DATABASE_URL: env.DATABASE_URL });
  const child = runScript({ config }, `src/${script}`, args, env);
  const code = await child.exited;
  return { code, stdout: child.lines.join('\n'), stderr: child.stderr };
}

function count(file: string, table: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('npm run migrate -w api', () => {
  it('applies every migration once, then says the database is up to date', async () => {
    const file = path.join(dir, 'migrate.sqlite');
    const first = await step('migrate-cli.ts', file);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Applied \d+ migrations: .+\.\nLoaded the reference data: countries, clubs, site settings\.$/,
    );
    expect(count(file, 'countries')).toBeGreaterThan(0);
    expect(count(file, 'sports')).toBe(0);
    const again = await step('migrate-cli.ts', file);
    expect(again).toMatchObject({
      code: 0,
      stdout: 'The database is up to date; no migration applied.',
    });
  });

  it('refuses a database it cannot reach with a clear message and exit 1', async () => {
    const refused = await step('migrate-cli.ts', path.join(dir, 'unused.sqlite'), [], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^migrate: .*ECONNREFUSED/);

    const underFile = path.join(dir, 'a-file');
    fs.writeFileSync(underFile, 'not a folder');
    const unwritable = await step('migrate-cli.ts', path.join(underFile, 'db.sqlite'));
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toMatch(
      /^migrate: Cannot open the database at .*a-file\/db\.sqlite: EEXIST: file already exists/,
    );
  });
});

describe('npm run seed -w api', () => {
  it('refuses NODE_ENV=production, touching no database', async () => {
    const file = path.join(dir, 'production-seed.sqlite');
    const refused = await step('seed/seed-cli.ts', file, [], {
      NODE_ENV: 'production',
      PUSHER_SECRET: TEST_PRODUCTION_SECRET,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'seed: The demo seed refuses NODE_ENV=production: its matches, markets and demo user are fictitious.',
    );
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses an unmigrated database, then seeds a migrated empty one once', async () => {
    const file = path.join(dir, 'seed.sqlite');
    const early = await step('seed/seed-cli.ts', file);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(
      /^seed: The database is not migrated: \d+ migrations pending \(.+\)\. Run `npm run migrate -w api` first\./,
    );
    expect((await step('migrate-cli.ts', file)).code).toBe(0);
    const seeded = await step('seed/seed-cli.ts', file);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/^Seeded: /);
    const db = new Database(file, { readonly: true });
    expect(db.prepare(`select username from users where username = 'demo'`).all()).toHaveLength(1);
    db.close();
    expect(count(file, 'sports')).toBeGreaterThan(0);
    expect(await step('seed/seed-cli.ts', file)).toMatchObject({
      code: 0,
      stdout: 'The database is not empty; nothing seeded.',
    });
  });
});

describe('npm run backup -w api', () => {
  let live: string;

  beforeAll(async () => {
    live = path.join(dir, 'live.sqlite');
    expect((await step('migrate-cli.ts', live)).code).toBe(0);
    expect((await step('seed/seed-cli.ts', live)).code).toBe(0);
  });

  it('copies the live database; the copy restored in its place passes ledger:verify', async () => {
    const backups = path.join(dir, 'backups');
    fs.mkdirSync(backups);
    const target = path.join(backups, 'one.sqlite');
    const made = await step('db/backup-cli.ts', live, [target]);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Backed up .*live\.sqlite to .*one\.sqlite \(\d+ bytes\)\.$/);
    expect(fs.readdirSync(backups)).toEqual(['one.sqlite']);

    // Restore: the backup copied to where a (new) API reads its database.
    const restored = path.join(dir, 'restored.sqlite');
    fs.copyFileSync(target, restored);
    for (const table of ['users', 'ledger_entries', 'bet_events', 'sports']) {
      expect(count(restored, table)).toBe(count(live, table));
    }
    const config = loadConfig({ SQLITE_PATH: restored });
    const verify = runScript({ config }, 'src/ledger-verify-cli.ts', [], { DATABASE_URL: '' });
    expect(await verify.exited).toBe(0);
  });

  it('refuses bad destinations with a clear message and leaves nothing behind', async () => {
    const existing = path.join(dir, 'existing.sqlite');
    fs.writeFileSync(existing, 'an older backup');
    const notAFolder = path.join(dir, 'plain-file');
    fs.writeFileSync(notAFolder, '');
    const cases: [string[], string][] = [
      [[existing], `backup: ${existing} already exists; a backup never overwrites a file.`],
      [
        [path.join(dir, 'missing', 'x.sqlite')],
        `backup: Cannot write ${path.join(dir, 'missing', 'x.sqlite')}: the folder ${path.join(dir, 'missing')} does not exist.`,
      ],
      [
        [path.join(notAFolder, 'x.sqlite')],
        `backup: Cannot write ${path.join(notAFolder, 'x.sqlite')}: ${notAFolder} is not a folder.`,
      ],
      [
        [],
        'backup: Usage: npm run backup -w api -- <new file>, e.g. backups/sportsbook-2026-01-31.sqlite',
      ],
    ];
    const before = fs.readdirSync(dir).sort();
    for (const [args, message] of cases) {
      const refused = await step('db/backup-cli.ts', live, args);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(message);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(before);
    expect(fs.readFileSync(existing, 'utf8')).toBe('an older backup');

    const postgres = await step('db/backup-cli.ts', live, [path.join(dir, 'pg.sqlite')], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr.trim()).toBe(
      'backup: DATABASE_URL is set: this backs up SQLite only. Back PostgreSQL up with pg_dump (docs/deploying.md).',
    );
  });
});
