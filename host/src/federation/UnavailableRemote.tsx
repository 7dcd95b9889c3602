import { FALLBACK_FLAG, type FallbackModule } from './fallback-marker';
import { useRemoteSlot } from './remote-slot-context';
import { UnavailablePanel } from './UnavailablePanel';

/** Inside a slot the panel retries the slot; anywhere else the only retry is a page reload. */
function UnavailableRemote({ requestedId }: { requestedId: string }) {
  const slot = useRemoteSlot();
  if (!slot) {
    return <UnavailablePanel moduleId={requestedId} onRetry={() => window.location.reload()} />;
  }
  return (
    <UnavailablePanel
      moduleId={slot.moduleId}
      onRetry={slot.retry}
      retrying={slot.retrying}
      onDismiss={slot.dismiss}
    />
  );
}

/** The module the fallback runtime plugin returns in place of a remote's exposed module. */
export function createFallbackModule(requestedId: string, error: unknown): FallbackModule {
  function RemoteFallback() {
    return <UnavailableRemote requestedId={requestedId} />;
  }
  RemoteFallback.displayName = `RemoteFallback(${requestedId})`;
  return { default: RemoteFallback, [FALLBACK_FLAG]: true, requestedId, error };
}
