/**
 * The federation contract of DESIGN.md section 2: each remote's federation name, what it exposes,
 * and the runtime registry (`remotes.json`) the host reads at start. A test checks every built
 * manifest against this list.
 */

/** Exposed modules per remote. Each is a default-exported React component taking no props. */
export const REMOTE_EXPOSES = {
  sports: [
    './SportsSidebar',
    './CategoryStrip',
    './LiveHome',
    './SportPage',
    './PreMatchPage',
    './MatchDetailsPage',
    './UpcomingMatches',
  ],
  betslip: ['./Betslip'],
  account: [
    './ProfilePage',
    './BetHistoryPage',
    './FollowersPage',
    './UpdateProfilePage',
    './UpdateClubPage',
    './UpdatePasswordPage',
    './ComplainHistoryPage',
    './SubmitComplainPage',
    './DepositLimitsPage',
    './TimeOutPage',
    './SelfExclusionPage',
    './RealityCheckPage',
    './ActivitySummaryPage',
  ],
  wallet: [
    './MakeDepositPage',
    './DepositHistoryPage',
    './CoinTransferPage',
    './WithdrawPage',
    './WithdrawHistoryPage',
    './StatementPage',
  ],
  prediction: ['./PredictionPage'],
} as const;

/** A remote's federation name (the `name` in its rspack config). */
export type RemoteName = keyof typeof REMOTE_EXPOSES;

export type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/**
 * A candidate version served to a share of browsers before it is promoted. Which browsers get it
 * is decided in the browser (`canaryBucket`), so the same registry file serves everyone.
 */
export interface RemoteCanary {
  version: string;
  /** Absolute URL of the candidate's mf-manifest.json. */
  manifest: string;
  /** Share of browsers that get the candidate, 1 to 100. */
  percent: number;
}

/** One remote's entry in the registry: an immutable, versioned manifest URL. */
export interface RemoteRegistryEntry {
  version: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  manifest: string;
  /** A canary of another version, while one runs (`npm run remote -- canary`). */
  canary?: RemoteCanary;
}

/**
 * `remotes.json`, served beside the host's index.html. Swapping a remote's version is an edit of
 * this file, never a rebuild of the host; the change shows at the next page load. Fields added
 * after the first release are optional, so an older host still reads a newer registry.
 */
export interface RemoteRegistry {
  /** When true, one browser may load another manifest for one remote (QA override). */
  allowOverrides: boolean;
  /**
   * Origins (`https://qa.example.com`, `http://localhost:4101`) an override's manifest URL must be
   * on. Missing or empty: no override is accepted, even with `allowOverrides`.
   */
  overrideOrigins?: string[];
  remotes: Partial<Record<RemoteName, RemoteRegistryEntry>>;
}

/** How many buckets browsers are spread over: a canary of N percent takes buckets 0 to N - 1. */
export const CANARY_BUCKETS = 100;

/**
 * The bucket (0 to 99) of one browser for one canary: FNV-1a of the browser's id, the remote and
 * the candidate version. The same browser keeps its bucket for that canary (sticky across page
 * loads, and it stays in when the share grows); another canary spreads over other browsers. The
 * host and the browser tests compute it the same way, so it lives with the contract.
 */
export function canaryBucket(browserId: string, remote: string, version: string): number {
  const text = `${browserId}:${remote}:${version}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % CANARY_BUCKETS;
}

/** How a page load got a remote's version: the registry's live one, its canary, or a QA override. */
export type RemoteChannel = 'live' | 'canary' | 'override';

/** What a page load made of one remote: loaded (a module rendered) or failed (the fallback). */
export type RemoteLoadOutcome = 'loaded' | 'failed';

/** One remote in a page load's report. */
export interface RemoteLoadRecord {
  /** Federation name, e.g. `betslip`. */
  remote: string;
  version: string;
  channel: RemoteChannel;
  outcome: RemoteLoadOutcome;
  /** A short reason, for a failure. */
  error?: string;
}

/**
 * `POST ng/remote-loads` (JSON), sent by the host: which version of each remote a page load got,
 * and whether it loaded. The API records it; the release tool's `status` and the canary's
 * automatic rollback read the counts.
 */
export interface RemoteLoadReport {
  /** Random per page load, so one page load counts once per remote however often it reports. */
  page_load_id: string;
  remotes: RemoteLoadRecord[];
}

/** One row of `GET ng/remote-loads`: page loads and failed page loads of one remote version. */
export interface RemoteLoadSummary {
  remote: string;
  version: string;
  /** Page loads that reported this version. */
  page_loads: number;
  /** Of those, the page loads in which it failed. */
  failed_page_loads: number;
  /** ISO 8601 time of the last failure, or null. */
  last_failure_at: string | null;
  last_error: string | null;
}
