import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime plugin of DESIGN.md section 2: when a remote's manifest, entry or module
 * fails to load, `errorLoadRemote` hands back a fallback module (a component rendering the
 * "This part is unavailable." panel) instead of letting the import throw. The loader retries a
 * few times before it accepts the fallback (remote-loader.ts).
 *
 * This file runs inside the federation runtime at startup, before the shared modules are
 * negotiated, so it must not import React: the fallback component is fetched with a dynamic import
 * only when a remote fails.
 */
export default function sportsbookFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sportsbook-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle, from }) {
      // Only a module request is answered with a module. At the manifest stage ('afterResolve') a
      // return value would be read as a manifest, so the failure is left to reach 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const { createFallbackModule } = await import('./UnavailableRemote');
      const fallback = createFallbackModule(id, error);
      // Imports compiled into a bundle ('build') expect a factory; loadRemote calls get the module.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}
