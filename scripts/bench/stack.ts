/**
 * Starts and stops what the web figures need: the whole site as `npm start` serves it (scripts/
 * start.mjs: whatever is built and however the static files are served), and the one-bundle
 * baseline on a port of its own.
 *
 * Ports: the page finds the API at `<page host>:8000` (shared/src/api/config.ts) and the socket at
 * `<page host>:6002` (shared/src/realtime/config.ts); the app ports are PORTS of
 * shared/federation.cjs and start.mjs takes no override. So the stack runs on the normal ports and
 * the bench refuses to start when any of them is taken: run it in a network namespace of its own
 * (`unshare -n sh -c 'ip link set lo up && npm run bench'`) beside a running `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const API_PORT = 8000;
export const REALTIME_PORT = 6002;
/** The one-bundle baseline's port: next to the site's, outside PORTS. */
export const ONE_BUNDLE_PORT = 3010;
/** The realtime secret the bench's stack signs with, so the bench can publish ticks. */
export const BENCH_PUSHER = { appId: 'sportsbook', key: 'sportsbook-key', secret: 'bench-secret' };

export function sitePorts(root: string): number[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PORTS } = require(path.join(root, 'shared', 'federation.cjs')) as {
    PORTS: Record<string, number>;
  };
  return [...Object.values(PORTS), API_PORT, REALTIME_PORT];
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

/** The ports among `ports` that something already listens on. */
export async function takenPorts(ports: readonly number[]): Promise<number[]> {
  const free = await Promise.all(ports.map(portIsFree));
  return ports.filter((_, index) => !free[index]);
}

async function waitFor(url: string, deadlineMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`);
}

export interface Site {
  origin: string;
  apiOrigin: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * `node scripts/start.mjs` with a database of its own (a temporary SQLite file, seeded at start),
 * the market simulator off (only the bench's ticks move odds) and a known realtime secret.
 */
export async function startSite(root: string, log: (line: string) => void): Promise<Site> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-bench-'));
  const logFile = path.join(dir, 'site.log');
  const out = createWriteStream(logFile);
  log(`starting the site (npm start's scripts/start.mjs); its log: ${logFile}`);
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      SIMULATOR: 'off',
      LOG_FORMAT: 'json',
      SQLITE_PATH: path.join(dir, 'bench.sqlite'),
      PUSHER_SECRET: BENCH_PUSHER.secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  // The database goes; the log stays for a look after the run.
  const removeDatabase = () => {
    for (const file of readdirSync(dir)) {
      if (file.startsWith('bench.sqlite')) rmSync(path.join(dir, file), { force: true });
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) {
      removeDatabase();
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
    removeDatabase();
  };
  try {
    // A first run may build every app: allow it the time.
    await waitFor(`http://127.0.0.1:${API_PORT}/health`, 900_000, child);
    await waitFor('http://127.0.0.1:3000/remotes.json', 60_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: 'http://localhost:3000',
    apiOrigin: `http://127.0.0.1:${API_PORT}`,
    logFile,
    stop,
  };
}

interface StaticServerModule {
  startStaticServer(options: {
    roots: string[];
    port: number;
    spa: boolean;
    routes: Record<string, (request: unknown, response: ServerResponse) => void>;
  }): Promise<Server>;
}

/**
 * Serves the one bundle with the same static server as the host (scripts/lib/static-server.mjs,
 * called as start.mjs calls it), and the live registry at /remotes.json as the host page fetches
 * it (the host code still asks for it; the one-bundle runtime ignores the URLs).
 */
export async function serveOneBundle(
  root: string,
  outDir: string,
  registryUrl: string,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const moduleUrl = pathToFileURL(path.join(root, 'scripts', 'lib', 'static-server.mjs')).href;
  const { startStaticServer } = (await import(moduleUrl)) as StaticServerModule;
  const server = await startStaticServer({
    roots: [outDir],
    port: ONE_BUNDLE_PORT,
    spa: true,
    routes: {
      '/remotes.json': (_request, response) => {
        fetch(registryUrl)
          .then(async (answer) => {
            response.writeHead(answer.status, {
              'Content-Type': 'application/json; charset=utf-8',
              'Cache-Control': 'no-cache',
            });
            response.end(await answer.text());
          })
          .catch(() => response.writeHead(502).end());
      },
    },
  });
  return {
    origin: `http://localhost:${ONE_BUNDLE_PORT}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
