import type { RemoteName } from '@sportsbook/shared/contracts';
import { OVERRIDE_CLEAR, OVERRIDE_QUERY_PARAM } from '../../federation/registry';
import './override-badge.css';

/**
 * Tells a tester that this browser loads another build of some remotes (the QA override of
 * DESIGN.md section 2), with a way back to the registry's versions.
 */
export function OverrideBadge({ remotes }: { remotes: readonly RemoteName[] }) {
  if (remotes.length === 0) return null;
  return (
    <aside className="sb-host-override" aria-label="Remote overrides">
      <span>
        QA override: <strong>{remotes.join(', ')}</strong>
      </span>
      <a href={`/?${OVERRIDE_QUERY_PARAM}=${OVERRIDE_CLEAR}`}>Clear</a>
    </aside>
  );
}
