/** `status [<remote>] [--json]`: live versions, canaries, failures per version, history. */
import type { RemoteLoadSummary } from '@sportsbook/shared/contracts';
import { fetchLoadSummaries, judgeCanary } from '../canary-health';
import { Refusal, liveVersion, type RegistryState, type RemoteState } from '../registry-state';
import { readState, statePath } from '../state-file';
import { listReleases, type ReleaseMetadata } from '../store';
import { UsageError, remoteNameArg, type ParsedArgs, type ReleaseToolContext } from './verb';

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

export async function statusCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
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
