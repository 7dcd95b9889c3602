// The webpack bundler runtime of a production remote (remoteRspackConfig in federation.cjs puts
// this module in place of @module-federation/webpack-bundler-runtime's index). Its stateless
// helpers (consuming and providing shared modules, initialising the container) come from the
// host's copy, which the host's runtime plugin sets on `__SB_FEDERATION_BUNDLER_RUNTIME__`
// (host/src/federation/external-runtime-plugin.ts, same name), the way the SDK already comes.
// `init` and the runtime package stay in this build: the runtime package keeps its instance in
// module state, which a remote's `init` would overwrite in the host's copy. `initContainerEntry`
// stays too: a host exposes nothing, so the host's build leaves that helper out.
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import * as runtime from '@module-federation/runtime';

const host = globalThis.__SB_FEDERATION_BUNDLER_RUNTIME__;
const helpers = ['consumes', 'I', 'installInitialConsumes', 'getSharedFallbackGetter'];
if (!host || helpers.some((name) => typeof host.bundlerRuntime?.[name] !== 'function')) {
  throw new Error(
    'This remote build takes the federation bundler runtime from the host, and this host does ' +
      'not provide it (__SB_FEDERATION_BUNDLER_RUNTIME__): release the host first.',
  );
}

const bundlerRuntime = {
  // A remote has no remotes of its own (experiments.optimization.disableRemote).
  remotes: undefined,
  consumes: host.bundlerRuntime.consumes,
  I: host.bundlerRuntime.I,
  // Per build: the share scope map is attached to this build's own require function.
  S: {},
  installInitialConsumes: host.bundlerRuntime.installInitialConsumes,
  initContainerEntry,
  init,
  getSharedFallbackGetter: host.bundlerRuntime.getSharedFallbackGetter,
};

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
