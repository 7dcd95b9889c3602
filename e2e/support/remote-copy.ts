/**
 * A copy of a remote's production build, served by a tiny static server the test controls (CORS
 * `*`, like the stack's own remote servers). The stack's static servers all run inside the
 * `npm start` process, so a test cannot stop one of them alone; it points the host at this copy
 * instead (QA override or registry) and stops and starts the copy.
 */
import { cpSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './stack';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

export class RemoteCopy {
  /** Paths requested since the copy was made, e.g. `/1.0.0/mf-manifest.json`. */
  readonly requests: string[] = [];
  readonly version: string;
  private readonly root: string;
  private server: http.Server | null = null;
  private port = 0;

  /** Copies `remote-<name>/dist/` (every version in it) into a temporary folder. */
  constructor(readonly remoteDir: string) {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, remoteDir, 'package.json'), 'utf8'));
    this.version = String(pkg.version);
    const built = path.join(REPO_ROOT, remoteDir, 'dist', this.version, 'mf-manifest.json');
    if (!existsSync(built)) throw new Error(`${built} is missing: the stack builds it at start.`);
    this.root = mkdtempSync(path.join(os.tmpdir(), `sportsbook-e2e-${remoteDir}-`));
    cpSync(path.join(REPO_ROOT, remoteDir, 'dist'), this.root, { recursive: true });
  }

  /** The origin of the copy, as a browser on this machine reaches it. */
  get origin(): string {
    if (this.port === 0) throw new Error('Start the copy once to give it a port.');
    return `http://localhost:${this.port}`;
  }

  /** The manifest URL of the copy. */
  get manifestUrl(): string {
    return `${this.origin}/${this.version}/mf-manifest.json`;
  }

  /** Listens on 127.0.0.1: a free port the first time, the same port after a stop. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops answering at once: open keep-alive connections are closed too. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.root, { recursive: true, force: true });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    this.requests.push(urlPath);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const file = path.resolve(this.root, `.${path.posix.normalize(urlPath)}`);
    const inside = file.startsWith(this.root + path.sep);
    const info = inside ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
    });
    createReadStream(file).pipe(res);
  }
}

/** A URL on this machine where nothing listens: a port taken and released again. */
export async function deadManifestUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://localhost:${port}/1.0.0/mf-manifest.json`;
}
