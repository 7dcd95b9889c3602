/**
 * The scaled-out layout (`npm run start:topology`, deploy/local/topology.mjs) as the `topology`
 * project's tests drive it: started once for the file, read back from the topology.json it
 * writes (addresses, process ids, the services' settings), its operators' tool, its realtime
 * nodes' metrics, and a SIGKILL of one of its processes (which the layout starts again).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { REPO_ROOT } from './stack';

/** Ports of their own, beside the browser suite's stack and the https layout's. */
export const TOPOLOGY_ORIGIN = 'https://localhost:8444';

interface Service {
  name: string;
  url: string;
}

export interface TopologyFile {
  origin: string;
  api: Service[];
  realtime: Service[];
  metricsToken: string;
  pids: Record<string, number>;
  settings: Record<string, string>;
}

export class Topology {
  private constructor(
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
    readonly state: string,
  ) {}

  /** Starts the layout and resolves once it says it is up (the builds are the main stack's). */
  static async start(env: Record<string, string> = {}): Promise<Topology> {
    const state = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-topology-e2e-'));
    const child = spawn('node', [path.join(REPO_ROOT, 'deploy', 'local', 'topology.mjs')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        SB_TOPOLOGY_STATE: state,
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        output = `${output}${line}\n`.slice(-20_000);
        if (line.includes('topology is up')) resolve();
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the topology exited (${code}):\n${output}`)));
    });
    return new Topology(child, exited, state);
  }

  async stop(): Promise<void> {
    if (this.child.pid) {
      try {
        process.kill(-this.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await this.exited;
    }
    rmSync(this.state, { recursive: true, force: true });
  }

  /** topology.json now (process ids change when a process is started again). */
  file(): TopologyFile {
    return JSON.parse(readFileSync(path.join(this.state, 'topology.json'), 'utf8')) as TopologyFile;
  }

  /** The operators' tool on the layout's database, publishing through its trigger listener. */
  async ops(...args: string[]): Promise<string> {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'ops', '-w', 'api', '--', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...this.file().settings, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    return stdout;
  }

  /** `npm run ledger:verify -w api` on the layout's database: its output; throws when not clean. */
  async verifyLedger(): Promise<string> {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'ledger:verify', '-w', 'api'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...this.file().settings, LOG_LEVEL: 'silent' },
        timeout: 120_000,
      },
    );
    return stdout;
  }

  /** Open connections per realtime node, from each node's `/metrics`. */
  async connectionsPerNode(): Promise<Record<string, number>> {
    const { realtime, metricsToken } = this.file();
    const counts: Record<string, number> = {};
    for (const node of realtime) {
      try {
        const response = await fetch(`${node.url}/metrics`, {
          headers: { Authorization: `Bearer ${metricsToken}` },
        });
        const text = await response.text();
        const match = /^realtime_open_connections\{node="([^"]+)"\} (\d+)$/m.exec(text);
        counts[node.name] = match && match[1] === node.name ? Number(match[2]) : 0;
      } catch {
        counts[node.name] = 0;
      }
    }
    return counts;
  }

  /** SIGKILL of one process (its whole group): the layout starts it again after a second. */
  kill(name: string): number {
    const pid = this.file().pids[name];
    if (!pid) throw new Error(`No process ${name} in topology.json`);
    process.kill(-pid, 'SIGKILL');
    return pid;
  }

  /** Whether `name` runs again under a new process id and answers at its own address. */
  async isBack(name: string, oldPid: number): Promise<boolean> {
    const { pids, api, realtime } = this.file();
    if (!pids[name] || pids[name] === oldPid) return false;
    const service = [...api, ...realtime].find((candidate) => candidate.name === name);
    if (!service) return false;
    const probe = name.startsWith('api') ? '/ready' : '/';
    try {
      const response = await fetch(`${service.url}${probe}`);
      return name.startsWith('api') ? response.ok : response.status > 0;
    } catch {
      return false;
    }
  }
}
