/**
 * Another process on the test's database, as the ops tool runs beside the server: a TypeScript
 * script of api/ started with tsx, whose database settings point at the test's database.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Env } from '../src/config';
import type { TestApp } from './helper';

export interface ScriptProcess {
  /** Resolves to the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** True until the process has exited. */
  readonly running: boolean;
  /** Lines printed on stdout so far. */
  readonly lines: readonly string[];
  readonly stderr: string;
  /** Resolves when a line of stdout equals `line` (rejects if the process exits first). */
  waitForLine(line: string): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

/** The environment a child process needs to open the test's database (SQLite or PostgreSQL). */
export function databaseEnv(t: Pick<TestApp, 'config'>, extra: Env = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...extra };
  if (t.config.databaseUrl) {
    env.DATABASE_URL = t.config.databaseUrl;
    env.DATABASE_SCHEMA = t.config.databaseSchema ?? '';
  } else {
    env.SQLITE_PATH = t.config.sqlitePath;
    delete env.DATABASE_URL;
  }
  return env;
}

/** Runs `api/<script>` with tsx on the test's database. */
export function runScript(
  t: Pick<TestApp, 'config'>,
  script: string,
  args: readonly string[],
  extraEnv: Env = {},
): ScriptProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', script), ...args],
    { env: databaseEnv(t, extraEnv), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  const watchers: { line: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  let stderr = '';
  let partial = '';
  let running = true;
  child.stdout.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const watcher of watchers.filter((candidate) => candidate.line === line)) {
        watcher.resolve();
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      for (const watcher of watchers) {
        watcher.reject(new Error(`${script} exited before printing "${watcher.line}": ${stderr}`));
      }
      resolve(code);
    }),
  );
  return {
    exited,
    get running() {
      return running;
    },
    lines,
    get stderr() {
      return stderr;
    },
    waitForLine(line) {
      if (lines.includes(line)) return Promise.resolve();
      if (!running) return Promise.reject(new Error(`${script} has exited: ${stderr}`));
      return new Promise((resolve, reject) => watchers.push({ line, resolve, reject }));
    },
    kill(signal) {
      child.kill(signal);
    },
  };
}
