import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as federationErrorCodes from '@module-federation/error-codes';
import * as federationSdk from '@module-federation/sdk';

/**
 * The rest of the page's one federation runtime (DESIGN.md section 2). `provideExternalRuntime`
 * hands the remotes the host's runtime core; this plugin also hands them the host's federation
 * SDK and error codes, which a production remote build leaves out of its remoteEntry.js
 * (`EXTERNAL_RUNTIME_GLOBALS` in shared/federation.cjs, same names as here). Both are stateless
 * helpers; the stateful runtime package stays in each build.
 *
 * Set while this module is evaluated, when the host's runtime starts: before any remote entry
 * can load.
 */
const globals = globalThis as Record<string, unknown>;
globals.__SB_FEDERATION_SDK__ ??= federationSdk;
globals.__SB_FEDERATION_ERROR_CODES__ ??= federationErrorCodes;

export default function sportsbookExternalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'sportsbook-external-runtime' };
}
