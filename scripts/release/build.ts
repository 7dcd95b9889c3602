/**
 * `release` builds a remote from a checkout (this repository, or `--from <dir>`): the remote's own
 * production build (`npm run build` in `remote-<name>/`, i.e. `remoteRspackConfig` of
 * shared/federation.cjs), then reads what it made.
 */
import { execFile, spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PLAIN_BUILD_SCRIPT, buildInProcess } from './build-in-process';
import { parseManifest } from './manifest';
import { Refusal } from './registry-state';
import { assertVersion, type ReleaseMetadata } from './store';

const execFileAsync = promisify(execFile);

export function remoteFolder(checkout: string, remote: string): string {
  return path.join(checkout, `remote-${remote}`);
}

/** The version in `remote-<name>/package.json` of a checkout. */
export async function checkoutVersion(checkout: string, remote: string): Promise<string> {
  const file = path.join(remoteFolder(checkout, remote), 'package.json');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new Refusal(`There is no remote-${remote}/ in ${checkout}.`);
  }
  const version = (JSON.parse(text) as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Refusal(`${file} has no "version".`);
  assertVersion(version);
  return version;
}

/** The commit of a checkout that is a git work tree of its own, and whether it has changes. */
async function gitState(checkout: string): Promise<{ commit: string | null; dirty: boolean }> {
  try {
    const git = (...args: string[]) => execFileAsync('git', ['-C', checkout, ...args]);
    const top = (await git('rev-parse', '--show-toplevel')).stdout.trim();
    if ((await fs.realpath(top)) !== (await fs.realpath(checkout))) {
      return { commit: null, dirty: false };
    }
    const commit = (await git('rev-parse', 'HEAD')).stdout.trim();
    const dirty = (await git('status', '--porcelain')).stdout.trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: false };
  }
}

/** Runs a command with its output on ours; rejects when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export interface BuiltRemote {
  /** The production build, `remote-<name>/dist/<version>/`. */
  builtDir: string;
  metadata: ReleaseMetadata;
}

/** Builds `remote` in `checkout` and describes the result. */
export async function buildRemote(
  checkout: string,
  remote: string,
  now: () => Date,
): Promise<BuiltRemote> {
  const version = await checkoutVersion(checkout, remote);
  const folder = remoteFolder(checkout, remote);
  const { scripts } = JSON.parse(await fs.readFile(path.join(folder, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  // Its own `npm run build`, in this process when that is the house build (build-in-process.ts).
  if (scripts?.build === PLAIN_BUILD_SCRIPT) {
    await buildInProcess(folder, (line) => process.stdout.write(`${line}\n`));
  } else {
    await run('npm', ['run', 'build'], folder);
  }
  const builtDir = path.join(folder, 'dist', version);
  const manifestFile = path.join(builtDir, 'mf-manifest.json');
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
  } catch {
    throw new Error(`The build made no ${manifestFile}.`);
  }
  const manifest = parseManifest(manifestJson);
  if (manifest.name !== remote) {
    throw new Refusal(
      `remote-${remote} builds a remote named "${manifest.name}", not "${remote}".`,
    );
  }
  const { commit, dirty } = await gitState(checkout);
  return {
    builtDir,
    metadata: {
      remote,
      version,
      commit,
      dirty,
      builtAt: now().toISOString(),
      exposes: manifest.exposes,
      shared: manifest.shared,
      entry: manifest.entry,
    },
  };
}
