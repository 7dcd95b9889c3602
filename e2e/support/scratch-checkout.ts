/**
 * A checkout of one remote and shared, copied from this repository into a temporary folder and
 * changed the way a test needs (another version, a visible change, a newer shared, a missing
 * expose), for the release tool to build with `release <remote> --from <folder>`, as a team
 * releases from its own branch. Its node_modules links to the repository's packages, except
 * `@sportsbook/shared`, which is the copy: the remote is really built against the changed shared.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './stack';

const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

export class ScratchCheckout {
  readonly dir: string;

  constructor(readonly remoteDir: string) {
    this.dir = mkdtempSync(path.join(os.tmpdir(), `sportsbook-e2e-checkout-${remoteDir}-`));
    for (const file of ['tsconfig.base.json', 'tsconfig.json', '.prettierrc.json']) {
      cpSync(path.join(REPO_ROOT, file), path.join(this.dir, file));
    }
    writeFileSync(
      path.join(this.dir, 'package.json'),
      `${JSON.stringify({ name: 'scratch', private: true, workspaces: ['shared', remoteDir] }, null, 2)}\n`,
    );
    for (const folder of ['shared', remoteDir]) {
      cpSync(path.join(REPO_ROOT, folder), path.join(this.dir, folder), {
        recursive: true,
        filter: (source) => !SKIPPED.has(path.basename(source)),
      });
    }
    this.linkPackages();
  }

  private linkPackages(): void {
    const modules = path.join(this.dir, 'node_modules');
    mkdirSync(path.join(modules, '@sportsbook'), { recursive: true });
    symlinkSync(path.join(this.dir, 'shared'), path.join(modules, '@sportsbook', 'shared'));
    for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
      if (entry === '@sportsbook') continue;
      symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    // npm keeps a workspace's own copy of a package beside it when the root cannot hoist it.
    for (const folder of ['shared', this.remoteDir]) {
      const own = path.join(REPO_ROOT, folder, 'node_modules');
      if (existsSync(own)) symlinkSync(own, path.join(this.dir, folder, 'node_modules'));
    }
  }

  read(file: string): string {
    return readFileSync(path.join(this.dir, file), 'utf8');
  }

  write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    writeFileSync(path.join(this.dir, file), text);
  }

  /** Changes one field of a package.json of the checkout. */
  editPackage(folder: string, edit: (pkg: Record<string, unknown>) => void): void {
    const file = `${folder}/package.json`;
    const pkg = JSON.parse(this.read(file)) as Record<string, unknown>;
    edit(pkg);
    this.write(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }

  /** The remote's version, as `release` reads it. */
  setVersion(version: string): void {
    this.editPackage(this.remoteDir, (pkg) => {
      pkg.version = version;
    });
  }

  /** Gives shared a new version (and the remote a range that accepts it). */
  setSharedVersion(version: string): void {
    this.editPackage('shared', (pkg) => {
      pkg.version = version;
    });
    this.editPackage(this.remoteDir, (pkg) => {
      const dependencies = pkg.dependencies as Record<string, string>;
      dependencies['@sportsbook/shared'] = `^${version}`;
    });
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The version of shared in this repository (the one the host was built with). */
export function repositorySharedVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared', 'package.json'), 'utf8'));
  return String(pkg.version);
}

/** `1.1.0` → `1.2.0`: a newer minor version, which the host's `^1.1.0` copy cannot stand in for. */
export function nextMinor(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
}
