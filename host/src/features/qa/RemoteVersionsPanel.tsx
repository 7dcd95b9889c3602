import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RemoteStatus } from '../../federation/remote-report';
import { useRemoteReporter } from '../../federation/remote-report-context';
import './remote-versions.css';

const NONE: readonly RemoteStatus[] = [];
const noSubscription = () => () => undefined;

/** Alt+Shift+V, the key that shows and hides the panel. */
export function isVersionsPanelKey(event: KeyboardEvent): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyV'
  );
}

const CHANNEL_LABELS: Record<RemoteStatus['channel'], string> = {
  live: 'live',
  canary: 'canary',
  override: 'QA override',
};

/**
 * For QA and release engineers: which version of each remote this page load got (live, canary
 * or QA override) and whether it loaded. Hidden until Alt+Shift+V; the same facts are always on
 * <html> as `data-remote-<name>` attributes.
 */
export function RemoteVersionsPanel() {
  const reporter = useRemoteReporter();
  const remotes = useSyncExternalStore(
    reporter?.subscribe ?? noSubscription,
    reporter?.snapshot ?? (() => NONE),
  );
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isVersionsPanelKey(event)) {
        event.preventDefault();
        setOpen((shown) => !shown);
      } else if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  if (!open || !reporter) return null;
  return (
    <aside className="sb-host-versions" aria-labelledby="sb-host-versions-title">
      <div className="sb-host-versions-head">
        <h2 id="sb-host-versions-title">Remote versions</h2>
        <button ref={closeButton} type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
      {remotes.length === 0 ? (
        <p>No remote registry was loaded.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Version</th>
              <th scope="col">Channel</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {remotes.map((remote) => (
              <tr key={remote.remote}>
                <th scope="row">{remote.remote}</th>
                <td>{remote.version}</td>
                <td>{CHANNEL_LABELS[remote.channel]}</td>
                <td title={remote.error}>{remote.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="sb-host-versions-page-load">Page load {reporter.pageLoadId}</p>
    </aside>
  );
}
