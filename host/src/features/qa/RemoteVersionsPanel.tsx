import { useEffect, useState } from 'react';
import { lazyPart } from '../../app/lazy-pages';
import { useRemoteReporter } from '../../federation/remote-report-context';

/** Alt+Shift+V, the key that shows and hides the panel. */
export function isVersionsPanelKey(event: KeyboardEvent): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyV'
  );
}

// Loaded at the first Alt+Shift+V, not with the shell: no bettor opens it, and the JS before the
// first list of every page has a budget (issue 33).
const RemoteVersionsTable = lazyPart('remote versions panel', () =>
  import('./RemoteVersionsTable').then((module) => module.RemoteVersionsTable),
);

/**
 * For QA and release engineers: which version of each remote this page load got (live, canary
 * or QA override) and whether it loaded. Hidden until Alt+Shift+V; the same facts are always on
 * <html> as `data-remote-<name>` attributes.
 */
export function RemoteVersionsPanel() {
  const reporter = useRemoteReporter();
  const [open, setOpen] = useState(false);

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

  if (!open || !reporter) return null;
  return <RemoteVersionsTable reporter={reporter} onClose={() => setOpen(false)} />;
}
