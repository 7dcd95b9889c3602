// Child processes with prefixed, coloured log lines, stopped together.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 91, 96, 95];
let nextColour = 0;

export function prefixer(name) {
  const colour = COLOURS[nextColour++ % COLOURS.length];
  const label = process.stdout.isTTY ? `\x1b[${colour}m[${name}]\x1b[0m` : `[${name}]`;
  return (line) => process.stdout.write(`${label} ${line}\n`);
}

/** Runs a command to completion with prefixed output; rejects on a non-zero exit. */
export function run(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnPrefixed(name, command, args, options);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`));
    });
    child.on('error', reject);
  });
}

export function spawnPrefixed(name, command, args, options = {}) {
  const log = prefixer(name);
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...options.env },
    cwd: options.cwd,
    detached: true,
  });
  readline.createInterface({ input: child.stdout }).on('line', log);
  readline.createInterface({ input: child.stderr }).on('line', log);
  return child;
}

/** Long-running services: stops every one when any dies or when we are told to stop. */
export class Supervisor {
  children = new Map();
  stopping = false;

  /**
   * Starts a service. By default its exit stops everything; with `options.restartAfterMs` it is
   * started again after that delay instead, as a process manager would (`Restart=always`), and
   * `options.onSpawn(child)` hears of every start.
   */
  start(name, command, args, options = {}) {
    const child = spawnPrefixed(name, command, args, options);
    this.children.set(name, child);
    options.onSpawn?.(child);
    child.on('exit', (code, signal) => {
      if (this.children.get(name) === child) this.children.delete(name);
      if (this.stopping) return;
      if (options.restartAfterMs !== undefined) {
        prefixer(name)(`exited (${signal ?? `code ${code}`}); starting it again`);
        setTimeout(() => {
          if (!this.stopping) this.start(name, command, args, options);
        }, options.restartAfterMs);
        return;
      }
      prefixer(name)(`exited (${signal ?? `code ${code}`}); stopping everything`);
      void this.stop(1);
    });
    return child;
  }

  async stop(exitCode = 0) {
    if (this.stopping) return;
    this.stopping = true;
    const waits = [...this.children.values()].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          // Each child leads its own process group, so its own children stop with it.
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // already gone
            }
            resolve();
          }, 5000).unref();
        }),
    );
    await Promise.all(waits);
    for (const hook of this.onStopHooks) await hook();
    process.exit(exitCode);
  }

  onStopHooks = [];
  onStop(hook) {
    this.onStopHooks.push(hook);
  }
}
