import './unavailable-panel.css';

/** The small "unavailable, retry" panel a remote slot shows when its remote cannot be used. */
export function UnavailablePanel({
  moduleId,
  onRetry,
  retrying = false,
  onDismiss,
}: {
  moduleId?: string;
  onRetry: () => void;
  retrying?: boolean;
  onDismiss?: () => void;
}) {
  return (
    <div className="sb-host-unavailable" role="status" data-remote-module={moduleId}>
      <svg
        className="sb-host-unavailable__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M12 2 1 21h22L12 2zm0 4.2L19.5 19h-15L12 6.2zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z"
        />
      </svg>
      <p className="sb-host-unavailable__text">This part is unavailable.</p>
      <div className="sb-host-unavailable__actions">
        <button
          type="button"
          className="sb-btn sb-host-unavailable__retry"
          onClick={onRetry}
          disabled={retrying}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
        {onDismiss && (
          <button
            type="button"
            className="sb-btn sb-btn--ghost sb-host-unavailable__dismiss"
            onClick={onDismiss}
          >
            Close
          </button>
        )}
      </div>
    </div>
  );
}
