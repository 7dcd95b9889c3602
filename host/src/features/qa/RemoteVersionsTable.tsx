import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RemoteReporter, RemoteStatus } from '../../federation/remote-report';
import './remote-versions.css';

const CHANNEL_LABELS: Record<RemoteStatus['channel'], string> = {
  live: 'live',
  canary: 'canary',
  override: 'QA override',
};

/** The Alt+Shift+V panel itself (RemoteVersionsPanel.tsx), focused on its Close button when shown. */
export function RemoteVersionsTable({
  reporter,
  onClose,
}: {
  reporter: RemoteReporter;
  onClose: () => void;
}) {
  const remotes = useSyncExternalStore(reporter.subscribe, reporter.snapshot);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  return (
    <aside className="sb-host-versions" aria-labelledby="sb-host-versions-title">
      <div className="sb-host-versions-head">
        <h2 id="sb-host-versions-title">Remote versions</h2>
        <button ref={closeButton} type="button" onClick={onClose}>
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
