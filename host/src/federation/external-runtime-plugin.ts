import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as federationErrorCodes from '@module-federation/error-codes';
import * as federationSdk from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/**
 * The rest of the page's one federation runtime (DESIGN.md section 2). `provideExternalRuntime`
 * hands the remotes the host's runtime core; this plugin also hands them the host's federation
 * SDK and error codes, which a production remote build leaves out of its remoteEntry.js
 * (`EXTERNAL_RUNTIME_GLOBALS` in shared/federation.cjs, same names as here), and the stateless
 * helpers of the host's webpack bundler runtime (consuming and providing shared modules,
 * initialising a container), which shared/federation-bundler-runtime.mjs takes in a production
 * remote. The stateful runtime package and the bundler runtime's `init` stay in each build.
 * The host's build resolves every federation package to its ES module files, the ones its own
 * federation runs on (esmFederationHostPlugin in shared/federation.cjs), so the imports here are
 * those very copies, not second ones.
 *
 * Set while this module is evaluated, when the host's runtime starts: before any remote entry
 * can load.
 */
const globals = globalThis as Record<string, unknown>;
globals.__SB_FEDERATION_SDK__ ??= federationSdk;
globals.__SB_FEDERATION_ERROR_CODES__ ??= federationErrorCodes;
globals.__SB_FEDERATION_BUNDLER_RUNTIME__ ??= { bundlerRuntime, attachShareScopeMap };

export default function sportsbookExternalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'sportsbook-external-runtime' };
}
