/**
 * The verbs of `npm run remote -- <verb>` (docs/releasing.md). Each reads and changes the live
 * registry of the release store; none rebuilds the host. Exit codes: 0 done, 1 refused (the
 * reason is printed, nothing changed), 2 a bad command line.
 */
import { judgeCanary, fetchLoadSummaries, percentText } from './canary-health';
import { checkCandidate, type FetchLike } from './checks';
import type { BuiltRemote } from './build';
import {
  Refusal,
  liveVersion,
  manifestUrl,
  promote,
  rollback,
  rollbackTarget,
  setOverrides,
  startCanary,
  withSlash,
  type CanaryPolicy,
  type RegistryState,
  type RemoteState,
} from './registry-state';
import { readState, statePath, updateState, type StateDefaults } from './state-file';
import {
  assertVersion,
  listReleases,
  publishRelease,
  readRelease,
  type ReleaseMetadata,
} from './store';
import { asHttpOrigin, type RemoteLoadSummary } from '@sportsbook/shared/contracts';

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

export const USAGE = `Usage: npm run remote -- <verb> ...

  release <remote> [--from <checkout>]   build <remote> into the release store as the version in
                                         remote-<remote>/package.json (never over an existing one)
  canary <remote> <version> <percent> [--max-failure-rate <percent>] [--min-page-loads <n>]
                                         serve <version> to <percent> of browsers, sticky per browser
  promote <remote> <version>             make <version> live for everyone (ends a canary)
  rollback <remote> [--force]            end the canary, or go back to the version live before
  status [<remote>] [--json]             live versions, canaries, failures per version, history
  overrides on <origin>... | off         allow QA overrides from these origins, or none

<remote> is a federation name: sports, betslip, ... Changes show at the next page load.`;

/** A bad command line: the message and the usage go out, exit code 2. */
export class UsageError extends Error {}

interface ParsedArgs {
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

function expectArgs(args: ParsedArgs, count: number, shape: string): string[] {
  if (args.positional.length !== count) throw new UsageError(`Usage: npm run remote -- ${shape}`);
  return args.positional;
}

function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

function percentArg(text: string, what: string): number {
  const value = Number(text.replace(/%$/, ''));
  if (!/^\d+(\.\d+)?%?$/.test(text) || !Number.isFinite(value)) {
    throw new UsageError(`${what} must be a number of percent, not "${text}".`);
  }
  return value;
}

/** The policy a `canary` command line asks for (only what it names). */
function policyArgs(args: ParsedArgs): Partial<CanaryPolicy> {
  const policy: Partial<CanaryPolicy> = {};
  const rate = stringFlag(args, 'max-failure-rate');
  if (rate !== undefined) {
    const percent = percentArg(rate, '--max-failure-rate');
    if (percent > 100) throw new UsageError('--max-failure-rate is at most 100.');
    policy.maxFailureRate = percent / 100;
  }
  const loads = stringFlag(args, 'min-page-loads');
  if (loads !== undefined) {
    if (!/^[1-9]\d*$/.test(loads)) {
      throw new UsageError(`--min-page-loads must be a whole number from 1, not "${loads}".`);
    }
    policy.minPageLoads = Number(loads);
  }
  return policy;
}

/** The registry entry of `name`, created for a remote the site serves but the registry lacks. */
function withRemote(state: RegistryState, name: string, ports: Record<string, number>) {
  if (state.remotes[name]) return state;
  const port = ports[name];
  if (port === undefined || name === 'host') {
    const known = Object.keys(ports).filter((candidate) => candidate !== 'host');
    throw new Refusal(`There is no remote "${name}" (known: ${known.join(', ')}).`);
  }
  const remote: RemoteState = {
    baseUrl: withSlash(`http://localhost:${port}`),
    promotions: [],
    canary: null,
    history: [],
    managed: false,
  };
  return { ...state, remotes: { ...state.remotes, [name]: remote } };
}

function remoteNameArg(name: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new UsageError(`"${name}" is not a remote name.`);
  return name;
}

/** Loads the candidate over HTTP and checks it against the live host; refuses with every reason. */
async function assertDeployable(
  ctx: ReleaseToolContext,
  state: RegistryState,
  name: string,
  version: string,
  action: string,
): Promise<void> {
  const remote = withRemote(state, name, ctx.ports).remotes[name];
  if (!remote) throw new Refusal(`There is no remote "${name}".`);
  const url = manifestUrl(remote, version);
  ctx.out(`Checking ${name} ${version} (${url}) against the live host ${state.hostUrl} ...`);
  const { problems, notes } = await checkCandidate({
    remote: name,
    version,
    manifestUrl: url,
    hostUrl: state.hostUrl,
    fetchImpl: ctx.fetchImpl,
  });
  for (const note of notes) ctx.out(`  note: ${note}`);
  if (problems.length > 0) {
    throw new Refusal(
      [`Refused to ${action} ${name} ${version}:`, ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
  }
}

async function release(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, rawName = ''] = expectArgs(args, 2, 'release <remote> [--from <checkout>]');
  const name = remoteNameArg(rawName);
  const checkout = stringFlag(args, 'from') ?? ctx.root;
  const version = await ctx.checkoutVersion(checkout, name);
  const existing = await readRelease(ctx.store, name, version);
  if (existing) {
    throw new Refusal(
      `${name} ${version} is already released (built ${existing.builtAt}); a released version ` +
        `never changes: bump the version in remote-${name}/package.json to release a new build.`,
    );
  }
  ctx.out(`Building ${name} ${version} from ${checkout} ...`);
  const built = await ctx.build(checkout, name);
  const target = await publishRelease(ctx.store, built.builtDir, built.metadata);
  const state = withRemote(await readState(ctx.store, ctx.defaults), name, ctx.ports);
  const remote = state.remotes[name];
  const url = remote ? manifestUrl(remote, version) : '';
  const source = built.metadata.commit
    ? `commit ${built.metadata.commit.slice(0, 12)}${built.metadata.dirty ? ' with local changes' : ''}`
    : 'a checkout outside git';
  ctx.out(`Released ${name} ${version} from ${source} into ${target}`);
  ctx.out(`  exposes ${built.metadata.exposes.join(', ')}`);
  ctx.out(`  served at ${url}`);
  ctx.out(
    `Next: npm run remote -- canary ${name} ${version} 10   or   npm run remote -- promote ${name} ${version}`,
  );
}

async function promoteCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, rawName = '', version = ''] = expectArgs(args, 3, 'promote <remote> <version>');
  const name = remoteNameArg(rawName);
  assertVersion(version);
  const promotion = (state: RegistryState) =>
    promote(withRemote(state, name, ctx.ports), name, version, ctx.now().toISOString());
  const state = await readState(ctx.store, ctx.defaults);
  // "Already live" and an unknown remote are refused before anything is fetched.
  promotion(state);
  await assertDeployable(ctx, state, name, version, 'promote');
  const change = await updateState(ctx.store, ctx.defaults, promotion);
  if (change) ctx.out(`${change.message}. Every browser gets it at its next page load.`);
}

async function rollbackCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, rawName = ''] = expectArgs(args, 2, 'rollback <remote> [--force]');
  const name = remoteNameArg(rawName);
  const state = await readState(ctx.store, ctx.defaults);
  const remote = state.remotes[name];
  const target = remote && !remote.canary ? rollbackTarget(remote) : null;
  // Going back to an older version: make sure it still loads, unless told to hurry.
  if (target && args.flags.get('force') !== true) {
    await assertDeployable(ctx, state, name, target, 'roll back to');
  }
  const change = await updateState(ctx.store, ctx.defaults, (current) =>
    rollback(current, name, ctx.now().toISOString()),
  );
  if (change) ctx.out(`${change.message}. Browsers get it at their next page load.`);
}

async function canaryCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const shape =
    'canary <remote> <version> <percent> [--max-failure-rate <percent>] [--min-page-loads <n>]';
  const [, rawName = '', version = '', shareText = ''] = expectArgs(args, 4, shape);
  const name = remoteNameArg(rawName);
  assertVersion(version);
  const percent = percentArg(shareText, 'The share');
  const policy = policyArgs(args);
  const start = (state: RegistryState) =>
    startCanary(
      withRemote(state, name, ctx.ports),
      name,
      version,
      percent,
      policy,
      ctx.now().toISOString(),
    );
  const state = await readState(ctx.store, ctx.defaults);
  // A share out of range, or the live version as a candidate, is refused before any fetch.
  start(state);
  await assertDeployable(ctx, state, name, version, 'canary');
  const change = await updateState(ctx.store, ctx.defaults, start);
  if (change) {
    const canary = change.state.remotes[name]?.canary;
    ctx.out(`${change.message}.`);
    if (canary) {
      ctx.out(
        `  rolled back by itself when over ${percentText(canary.policy.maxFailureRate)} of at ` +
          `least ${canary.policy.minPageLoads} page loads fail; promote or rollback ends it.`,
      );
    }
  }
}

async function overridesCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, mode, ...origins] = args.positional;
  if (mode !== 'on' && mode !== 'off') {
    throw new UsageError('Usage: npm run remote -- overrides on <origin>... | overrides off');
  }
  if (mode === 'off' && origins.length > 0) throw new UsageError('overrides off takes no origin.');
  if (mode === 'on' && origins.length === 0) {
    throw new UsageError('overrides on needs the origins overrides may load from.');
  }
  const normalised = origins.map((origin) => {
    const parsed = asHttpOrigin(origin);
    if (parsed === null) {
      throw new UsageError(`"${origin}" is not an origin like https://qa.example.com.`);
    }
    return parsed;
  });
  const change = await updateState(ctx.store, ctx.defaults, (current) =>
    setOverrides(current, mode === 'on', normalised),
  );
  if (change) ctx.out(`${change.message}.`);
}

interface StatusRemote {
  name: string;
  baseUrl: string;
  live: string | null;
  liveSince: string | null;
  liveSource: string | null;
  canary:
    | (NonNullable<RemoteState['canary']> & {
        pageLoads: number;
        failedPageLoads: number;
        verdict: string;
      })
    | null;
  versions: {
    version: string;
    released: ReleaseMetadata | null;
    pageLoads: number | null;
    failedPageLoads: number | null;
    lastError: string | null;
  }[];
  history: RemoteState['history'];
}

async function statusCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  if (args.positional.length > 2)
    throw new UsageError('Usage: npm run remote -- status [<remote>] [--json]');
  const only = args.positional[1] ? remoteNameArg(args.positional[1]) : null;
  const state = await readState(ctx.store, ctx.defaults);
  if (only && !state.remotes[only]) {
    throw new Refusal(`There is no remote "${only}" in the registry.`);
  }

  let summaries: RemoteLoadSummary[] | null = null;
  let apiProblem = '';
  try {
    summaries = await fetchLoadSummaries(state.apiUrl, {}, ctx.fetchImpl);
  } catch (error) {
    apiProblem = (error as Error).message;
  }
  const remotes: StatusRemote[] = [];
  for (const [name, remote] of Object.entries(state.remotes)) {
    if (only && name !== only) continue;
    const releases = await listReleases(ctx.store, name);
    const seen = summaries?.filter((summary) => summary.remote === name) ?? [];
    const versions = new Set<string>([
      ...releases.map((r) => r.version),
      ...remote.promotions.map((p) => p.version),
      ...(remote.canary ? [remote.canary.version] : []),
      ...seen.map((s) => s.version),
    ]);
    let canary: StatusRemote['canary'] = null;
    if (remote.canary) {
      let canarySummary: RemoteLoadSummary | undefined;
      let verdict = `failures unknown (${apiProblem || 'API not asked'})`;
      if (summaries) {
        try {
          const since = await fetchLoadSummaries(
            state.apiUrl,
            { since: remote.canary.startedAt, remote: name },
            ctx.fetchImpl,
          );
          canarySummary = since.find((s) => s.version === remote.canary?.version);
          verdict = judgeCanary(remote.canary, canarySummary).reason;
        } catch (error) {
          verdict = `failures unknown (${(error as Error).message})`;
        }
      }
      canary = {
        ...remote.canary,
        pageLoads: canarySummary?.page_loads ?? 0,
        failedPageLoads: canarySummary?.failed_page_loads ?? 0,
        verdict,
      };
    }
    const current = remote.promotions.at(-1);
    remotes.push({
      name,
      baseUrl: remote.baseUrl,
      live: liveVersion(remote),
      liveSince: current?.at ?? null,
      liveSource: current?.source ?? null,
      canary,
      versions: [...versions].sort(compareVersions).map((version) => {
        const summary = seen.find((s) => s.version === version);
        return {
          version,
          released: releases.find((r) => r.version === version) ?? null,
          pageLoads: summaries ? (summary?.page_loads ?? 0) : null,
          failedPageLoads: summaries ? (summary?.failed_page_loads ?? 0) : null,
          lastError: summary?.last_error ?? null,
        };
      }),
      history: remote.history,
    });
  }

  if (args.flags.get('json') === true) {
    ctx.out(
      JSON.stringify(
        {
          registry: statePath(ctx.store),
          allowOverrides: state.allowOverrides,
          overrideOrigins: state.overrideOrigins,
          hostUrl: state.hostUrl,
          apiUrl: state.apiUrl,
          apiProblem: apiProblem || null,
          remotes,
        },
        null,
        2,
      ),
    );
    return;
  }
  printStatus(ctx, state, remotes, apiProblem);
}

function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.+-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const [x, y] = [pa[i], pb[i]];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y));
  }
  return 0;
}

function printStatus(
  ctx: ReleaseToolContext,
  state: RegistryState,
  remotes: StatusRemote[],
  apiProblem: string,
): void {
  const { out } = ctx;
  const overrides = state.allowOverrides
    ? `on (${state.overrideOrigins.join(', ') || 'no origin'})`
    : 'off';
  out(`Registry ${statePath(ctx.store)}   QA overrides: ${overrides}`);
  out(`Live host ${state.hostUrl}   API ${state.apiUrl}`);
  if (apiProblem) out(`Failures per version are unknown: ${apiProblem}`);
  if (remotes.length === 0) out('No remote is registered yet: npm start registers them.');
  for (const remote of remotes) {
    out('');
    out(`${remote.name}   ${remote.baseUrl}`);
    out(
      `  live     ${remote.live ?? '-'}` +
        (remote.liveSince ? `   since ${remote.liveSince} (${remote.liveSource})` : ''),
    );
    if (remote.canary) {
      out(
        `  canary   ${remote.canary.version}   ${remote.canary.percent}% of browsers since ` +
          `${remote.canary.startedAt}`,
      );
      out(`           ${remote.canary.verdict}`);
    } else {
      out('  canary   none');
    }
    out('  versions');
    for (const version of remote.versions) {
      const origin = version.released
        ? `released ${version.released.builtAt}` +
          (version.released.commit ? ` from ${version.released.commit.slice(0, 12)}` : '')
        : 'working tree build (not a release)';
      const marks = [
        version.version === remote.live ? 'live' : null,
        version.version === remote.canary?.version ? 'canary' : null,
      ].filter(Boolean);
      const loads =
        version.pageLoads === null
          ? 'page loads unknown'
          : `${version.pageLoads} page loads, ${version.failedPageLoads} failed`;
      const lastError = version.lastError ? ` (last error: ${version.lastError})` : '';
      out(
        `    ${version.version.padEnd(10)} ${marks.length ? `[${marks.join(', ')}] ` : ''}` +
          `${origin}; ${loads}${lastError}`,
      );
    }
    out('  history');
    for (const entry of remote.history.slice(-15)) out(`    ${entry.at}  ${entry.line}`);
  }
}

const VERBS: Record<string, (ctx: ReleaseToolContext, args: ParsedArgs) => Promise<void>> = {
  release,
  promote: promoteCommand,
  rollback: rollbackCommand,
  canary: canaryCommand,
  status: statusCommand,
  overrides: overridesCommand,
};

/** Runs one command line; resolves to the exit code. */
export async function runCommand(
  argv: readonly string[],
  ctx: ReleaseToolContext,
): Promise<number> {
  try {
    const args = parseArgs(argv);
    const verb = args.positional[0];
    if (verb === undefined || verb === 'help') {
      ctx.out(USAGE);
      return verb === undefined ? 2 : 0;
    }
    const command = VERBS[verb];
    if (!command) throw new UsageError(`Unknown verb "${verb}".`);
    await command(ctx, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.out(error.message);
      ctx.out('');
      ctx.out(USAGE);
      return 2;
    }
    if (error instanceof Refusal) {
      ctx.out(error.message);
      return 1;
    }
    throw error;
  }
}
