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

/** One remote's entry in the registry: an immutable, versioned manifest URL. */
export interface RemoteRegistryEntry {
  version: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  manifest: string;
}

/**
 * `remotes.json`, served beside the host's index.html. Swapping a remote's version is an edit of
 * this file, never a rebuild of the host; the change shows at the next page load.
 */
export interface RemoteRegistry {
  /** When true, one browser may load another manifest for one remote (QA override). */
  allowOverrides: boolean;
  remotes: Partial<Record<RemoteName, RemoteRegistryEntry>>;
}
