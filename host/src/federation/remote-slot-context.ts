import { createContext, useContext } from 'react';
import type { RemoteModuleId } from './module-id';

/** What the unavailable panel inside a slot can do; RemoteSlot provides it. */
export interface RemoteSlotControls {
  moduleId: RemoteModuleId;
  retry: () => void;
  retrying: boolean;
  /** Set when the slot can also be closed (the mobile betslip drawer). */
  dismiss?: () => void;
  /** The page's title, shown as its h1 above the panel when a whole page's remote is unavailable. */
  unavailableTitle?: string;
}

export const RemoteSlotContext = createContext<RemoteSlotControls | null>(null);

export function useRemoteSlot(): RemoteSlotControls | null {
  return useContext(RemoteSlotContext);
}
