import '../federation/unavailable-panel.css';

/**
 * What the page shows instead of the site when it cannot know where the API is (the endpoint
 * document is unusable): never a blank page. The reason is for the operator; a visitor can retry.
 */
export function SiteUnavailable({
  reason,
  onRetry = () => window.location.reload(),
}: {
  reason: string;
  onRetry?: () => void;
}) {
  return (
    <main className="sb-host-site-unavailable">
      <h1 className="sb-host-unavailable__title">The site is unavailable</h1>
      <div className="sb-host-unavailable" role="alert">
        <p className="sb-host-unavailable__text">
          Sportsbook cannot start right now. Please try again in a few minutes.
        </p>
        <div className="sb-host-unavailable__actions">
          <button type="button" className="sb-btn sb-host-unavailable__retry" onClick={onRetry}>
            Retry
          </button>
        </div>
      </div>
      <details className="sb-host-site-unavailable__details">
        <summary>Details for the site&apos;s operator</summary>
        <p>{reason}</p>
      </details>
    </main>
  );
}
