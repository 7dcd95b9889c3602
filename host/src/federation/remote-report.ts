import type {
  RemoteChannel,
  RemoteLoadRecord,
  RemoteLoadReport,
  RemoteName,
} from '@sportsbook/shared/contracts';
import type { ChosenRemotes } from './registry';

/** Where one remote stands in this page load. */
export interface RemoteStatus {
  remote: RemoteName;
  version: string;
  channel: RemoteChannel;
  status: 'pending' | 'loaded' | 'failed';
  error?: string;
}

/** Outcomes are sent together once this long has passed after the first one (or at unload). */
export const REPORT_DELAY_MS = 1000;
/**
 * With a first screen named, its report waits at most this long after the first outcome for the
 * rest of that screen (the betslip starts loading at most 15 s after the shell mounted).
 */
export const FIRST_REPORT_MAX_WAIT_MS = 30_000;
/** The API cuts a reason at this length; so does the report. */
const MAX_ERROR_LENGTH = 300;

/** `data-remote-<name>`, `data-remote-<name>-channel`, `data-remote-<name>-status` on <html>. */
export function remoteAttribute(remote: RemoteName, part?: 'channel' | 'status'): string {
  return part ? `data-remote-${remote}-${part}` : `data-remote-${remote}`;
}

export interface RemoteReporterOptions {
  /** Sends one report to the API (`sendRemoteLoadReport` of shared in the app). */
  send: (report: RemoteLoadReport) => unknown;
  /** Where the versions are written for QA and the browser tests: <html> in the app. */
  root?: HTMLElement;
  pageLoadId?: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  /**
   * The remotes the page's first screen loads (its route's modules and the layout's betslip). The
   * page load's report is sent once each of them (that the registry names) has an outcome, so a
   * page load posts one report, not one per remote that happens to load a second later; at the
   * latest FIRST_REPORT_MAX_WAIT_MS after the first outcome, or when the page is hidden. Outcomes
   * after that (a remote only a later page shows) follow in batches of REPORT_DELAY_MS. Without
   * it every batch waits REPORT_DELAY_MS.
   */
  firstScreen?: readonly RemoteName[];
}

/** One line (the runtime's messages span several), at most MAX_ERROR_LENGTH characters. */
function describeError(error: unknown): string {
  const raw =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown');
  const text = raw.replace(/\s+/g, ' ').trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

function newPageLoadId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Tells QA and the API which version of each remote this page load got and whether it loaded:
 * attributes on <html> (`data-remote-betslip="1.0.1"`, `...-channel="canary"`,
 * `...-status="loaded"`), a snapshot for the versions panel, and one report to
 * `POST ng/remote-loads` per page load (its first screen's outcomes; see `firstScreen`). Each remote is reported loaded once (its first
 * module) and failed once (any module that ended in the fallback or threw while rendering); the
 * release tool counts failed page loads per version and rolls back a failing canary.
 */
export class RemoteReporter {
  readonly pageLoadId: string;
  private statuses: RemoteStatus[] = [];
  private readonly reported = new Set<string>();
  private pending: RemoteLoadRecord[] = [];
  private timerSet = false;
  /** Tells a timer armed before a flush from the one armed after it. */
  private timerSeq = 0;
  /** The first report (the first screen's) has gone. */
  private firstSent = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: RemoteReporterOptions) {
    this.pageLoadId = options.pageLoadId ?? newPageLoadId();
  }

  /** The versions this page load got, once the registry has been read. */
  track(chosen: ChosenRemotes): void {
    this.statuses = Object.entries(chosen).map(([remote, pick]) => ({
      remote: remote as RemoteName,
      version: pick.version,
      channel: pick.channel,
      status: 'pending' as const,
    }));
    for (const status of this.statuses) this.writeAttributes(status);
    this.listeners.forEach((listener) => listener());
  }

  /** The remotes of this page load, for the versions panel (a new array after every change). */
  snapshot = (): readonly RemoteStatus[] => this.statuses;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  loaded(remote: RemoteName): void {
    this.settle(remote, 'loaded');
  }

  failed(remote: RemoteName, error: unknown): void {
    this.settle(remote, 'failed', describeError(error));
  }

  /** Sends what is waiting now (the page is being hidden or unloaded). */
  flush(): void {
    this.timerSet = false;
    if (this.pending.length === 0) return;
    const remotes = this.pending;
    this.pending = [];
    this.firstSent = true;
    this.options.send({ page_load_id: this.pageLoadId, remotes });
  }

  /** Every remote of the first screen that the registry names has had its outcome. */
  private firstScreenSettled(): boolean {
    return (this.options.firstScreen ?? []).every((remote) => {
      const status = this.statuses.find((candidate) => candidate.remote === remote);
      return !status || status.status !== 'pending';
    });
  }

  private settle(remote: RemoteName, outcome: 'loaded' | 'failed', error?: string): void {
    const current = this.statuses.find((status) => status.remote === remote);
    // A remote outside the registry (no version to speak of) is not reported.
    if (!current || this.reported.has(`${remote}:${outcome}`)) return;
    this.reported.add(`${remote}:${outcome}`);
    // A failure is what the visitor saw, even after another module of the remote loaded.
    const next: RemoteStatus =
      outcome === 'failed' || current.status !== 'failed'
        ? { ...current, status: outcome, ...(error ? { error } : {}) }
        : current;
    this.statuses = this.statuses.map((status) => (status.remote === remote ? next : status));
    this.writeAttributes(next);
    this.listeners.forEach((listener) => listener());

    this.pending.push({
      remote,
      version: current.version,
      channel: current.channel,
      outcome,
      ...(error ? { error } : {}),
    });
    const waitingForFirstScreen = Boolean(this.options.firstScreen) && !this.firstSent;
    if (waitingForFirstScreen && this.firstScreenSettled()) {
      this.flush();
      return;
    }
    if (!this.timerSet) {
      this.timerSet = true;
      this.timerSeq += 1;
      const armed = this.timerSeq;
      const setTimer = this.options.setTimer ?? ((run, ms) => setTimeout(run, ms));
      const delay = waitingForFirstScreen ? FIRST_REPORT_MAX_WAIT_MS : REPORT_DELAY_MS;
      setTimer(() => {
        if (this.timerSet && armed === this.timerSeq) this.flush();
      }, delay);
    }
  }

  private writeAttributes(status: RemoteStatus): void {
    const root = this.options.root;
    if (!root) return;
    root.setAttribute(remoteAttribute(status.remote), status.version);
    root.setAttribute(remoteAttribute(status.remote, 'channel'), status.channel);
    root.setAttribute(remoteAttribute(status.remote, 'status'), status.status);
  }
}
