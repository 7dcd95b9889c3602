import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Skeleton } from '@sportsbook/shared/ui';
import { lazyCacheFor } from './lazy-module-cache';
import { remoteOf, type RemoteModuleId } from './module-id';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteSlotContext, useRemoteSlot, type RemoteSlotControls } from './remote-slot-context';
import { UnavailablePanel } from './UnavailablePanel';

function SlotUnavailable() {
  const slot = useRemoteSlot();
  if (!slot) return null;
  const panel = (
    <UnavailablePanel
      moduleId={slot.moduleId}
      onRetry={slot.retry}
      retrying={slot.retrying}
      onDismiss={slot.dismiss}
    />
  );
  if (!slot.unavailableTitle) return panel;
  return (
    <>
      <h1 className="sb-host-unavailable__title">{slot.unavailableTitle}</h1>
      {panel}
    </>
  );
}

interface BoundaryProps {
  moduleId: RemoteModuleId;
  /** Told when the remote throws while rendering (the release tool counts it as a failure). */
  onRenderError?: (error: Error) => void;
  /** A new value (the next lazy component after a retry) clears a caught error. */
  resetKey: unknown;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page stays. */
class SlotErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[host] remote slot ${this.props.moduleId} failed`, error, info.componentStack);
    this.props.onRenderError?.(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error ? <SlotUnavailable /> : this.props.children;
  }
}

/** A module that could not load: its error, thrown where the slot's error boundary catches it. */
function Rethrow({ error }: { error: unknown }): never {
  throw error instanceof Error ? error : new Error(String(error));
}

/** Renders nothing; tells its parent slot that the content before it has mounted. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  // Effects run child first and sibling by sibling, so the remote's own effects (its bus
  // subscriptions) have run when this one does.
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

export interface RemoteSlotProps {
  /** The exposed module to show, e.g. `sports/LiveHome`. Exposed modules take no props. */
  module: RemoteModuleId;
  /** Shown while the module loads; a generic skeleton when left out. */
  skeleton?: ReactNode;
  /** Adds a Close button to the unavailable panel (the mobile betslip drawer). */
  onDismiss?: () => void;
  /**
   * For a slot that is a whole page (the remote renders the page's one h1): the page's title, shown
   * as the h1 above the unavailable panel, so the page keeps its heading when the remote is down.
   */
  unavailableTitle?: string;
  /**
   * Called once the module (or the unavailable panel) has mounted, after its own effects ran: the
   * betslip slot hands over a bet picked before the betslip was there.
   */
  onMounted?: () => void;
}

/**
 * A place in the page filled by a remote's exposed module: a skeleton while it loads, the module
 * once loaded, and the "This part is unavailable." panel with Retry when it cannot be used.
 */
export function RemoteSlot({
  module,
  skeleton,
  onDismiss,
  unavailableTitle,
  onMounted,
}: RemoteSlotProps) {
  const loader = useRemoteLoader();
  const cache = lazyCacheFor(loader);
  const getEntry = useCallback(() => cache.entry(module), [cache, module]);
  const entry = useSyncExternalStore(cache.subscribe, getEntry, getEntry);
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(() => {
    setRetrying(true);
    loader
      .reset(remoteOf(module))
      .catch((error: unknown) => console.error(`[host] resetting ${module} failed`, error))
      .finally(() => {
        setRetrying(false);
        cache.retry(module);
      });
  }, [cache, loader, module]);

  const onRenderError = useCallback(
    (error: Error) => loader.renderFailed?.(remoteOf(module), error),
    [loader, module],
  );

  const placeholder = skeleton ?? <Skeleton rows={3} label={`Loading ${module}`} />;

  const controls = useMemo<RemoteSlotControls>(
    () => ({ moduleId: module, retry, retrying, dismiss: onDismiss, unavailableTitle }),
    [module, retry, retrying, onDismiss, unavailableTitle],
  );

  return (
    <RemoteSlotContext.Provider value={controls}>
      <SlotErrorBoundary moduleId={module} resetKey={entry} onRenderError={onRenderError}>
        {entry.status === 'loading' ? (
          placeholder
        ) : (
          // The module's own lazy parts, if any, suspend to the same skeleton.
          <Suspense fallback={placeholder}>
            {entry.status === 'loaded' ? <entry.value.default /> : <Rethrow error={entry.error} />}
            {onMounted && <Mounted onMounted={onMounted} />}
          </Suspense>
        )}
      </SlotErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
