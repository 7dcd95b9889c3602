/**
 * What every verb of `npm run remote -- <verb>` takes: the tool's context and its command line,
 * parsed, with the helpers that read it. A bad command line throws UsageError (exit code 2).
 */
import type { BuiltRemote } from '../build';
import type { FetchLike } from '../checks';
import type { StateDefaults } from '../state-file';

export interface ReleaseToolContext {
  /** The repository the tool runs from: the default checkout to build. */
  root: string;
  /** The release store: builds and the live registry. */
  store: string;
  defaults: StateDefaults;
  /** Where each remote is served, by federation name (PORTS of shared/federation.cjs). */
  ports: Record<string, number>;
  fetchImpl: FetchLike;
  now: () => Date;
  out: (line: string) => void;
  build: (checkout: string, remote: string) => Promise<BuiltRemote>;
  /** The version `release` would build, read before building. */
  checkoutVersion: (checkout: string, remote: string) => Promise<string>;
}

/** One verb: reads its command line and changes (or shows) the live registry. */
export type Verb = (ctx: ReleaseToolContext, args: ParsedArgs) => Promise<void>;

/** A bad command line: the message and the usage go out, exit code 2. */
export class UsageError extends Error {}

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

const VALUE_FLAGS = new Set(['from', 'max-failure-rate', 'min-page-loads']);
const SWITCHES = new Set(['force', 'json']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split('=', 2);
    if (SWITCHES.has(name)) {
      flags.set(name, true);
    } else if (VALUE_FLAGS.has(name)) {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined || value.startsWith('--')) {
        throw new UsageError(`--${name} needs a value.`);
      }
      flags.set(name, value);
    } else {
      throw new UsageError(`Unknown option --${name}.`);
    }
  }
  return { positional, flags };
}

export function expectArgs(args: ParsedArgs, count: number, shape: string): string[] {
  if (args.positional.length !== count) throw new UsageError(`Usage: npm run remote -- ${shape}`);
  return args.positional;
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

export function percentArg(text: string, what: string): number {
  const value = Number(text.replace(/%$/, ''));
  if (!/^\d+(\.\d+)?%?$/.test(text) || !Number.isFinite(value)) {
    throw new UsageError(`${what} must be a number of percent, not "${text}".`);
  }
  return value;
}

export function remoteNameArg(name: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new UsageError(`"${name}" is not a remote name.`);
  return name;
}
