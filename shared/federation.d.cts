// Types of federation.cjs, for the apps' TypeScript rspack configs.
import type { Compiler, Configuration, RuleSetRule } from '@rspack/core';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

export declare function sharedDependencies(appDir: string): SharedConfig;
/** The host's `shared`: react-router-dom is provided without ROUTER_DATA_API. */
export declare function hostSharedDependencies(appDir: string): SharedConfig;
/** The Redux toolkit's exports that only a store's setup uses; the host does not provide them. */
export declare const RTK_STORE_SETUP_API: readonly string[];
/** The file the host provides as @reduxjs/toolkit: every export but RTK_STORE_SETUP_API. */
export declare const PROVIDED_RTK_MODULE: string;
/** The host's resolve aliases for the modules it provides. */
export declare function hostProvidedAliases(appDir: string): Record<string, string>;
/** react-router-dom's exports that create or need a data router; the host does not provide them. */
export declare const ROUTER_DATA_API: readonly string[];
/** The file the host provides as react-router-dom: every export but ROUTER_DATA_API. */
export declare const PROVIDED_ROUTER_MODULE: string;
/** `production` extracts CSS into files (with cssExtractPlugin); otherwise style-loader. */
export declare function moduleRules(options?: { production?: boolean }): RuleSetRule[];
/** The CssExtractRspackPlugin of a production build: `[name].[contenthash:8].css` files. */
export declare function cssExtractPlugin(): { apply(compiler: Compiler): void };
export declare function remoteRspackConfig(options: {
  appDir: string;
  /** Federation name: sports, betslip, account, wallet or prediction. */
  name: string;
  /** The remote's exposed modules from REMOTE_EXPOSES; `./X` is built from src/exposed/X.tsx. */
  exposes: readonly string[];
  production: boolean;
  /** Title of the standalone dev page. */
  title: string;
}): Configuration;
export declare const PORTS: Record<string, number>;
/** The subpaths of @sportsbook/shared shared at run time (api, events, session, ui, realtime). */
export declare const SHARED_RUNTIME_PARTS: readonly string[];

/** What a host build expects of the remotes and provides (`host-contract.json`). */
export interface HostContract {
  format: 1;
  host: { version: string };
  /** Exposed modules per remote the host routes to. */
  remotes: Record<string, readonly string[]>;
  /** Each shared module the host provides, with its exact version. */
  shared: Record<string, { version: string; singleton: boolean }>;
  /**
   * The globals the host's federation runtime sets for production remotes (absent in contracts
   * written before the list: those hosts set the SDK and error codes only).
   */
  runtimeGlobals?: readonly string[];
}
export declare const HOST_CONTRACT_FILE: string;
export declare function hostContract(options: {
  appDir: string;
  remotes: Record<string, readonly string[]>;
}): HostContract;
/** An rspack plugin that writes `host-contract.json` into the build. */
export declare function hostContractPlugin(options: {
  appDir: string;
  remotes: Record<string, readonly string[]>;
}): { apply(compiler: Compiler): void };
/** An rspack plugin that writes `.br` and `.gz` siblings of every emitted text file. */
/** The host's federation runtime from its packages' ES module files, one copy of each. */
export declare function esmFederationHostPlugin(options: { appDir: string }): {
  apply(compiler: Compiler): void;
};
/** axios without its fetch adapter, which a browser never reaches. */
export declare function browserAxiosPlugin(): { apply(compiler: Compiler): void };
/** The module bundled in place of axios's fetch adapter. */
export declare const AXIOS_FETCH_ADAPTER_STUB: string;
export declare function precompressPlugin(): { apply(compiler: Compiler): void };
/** The federation runtime modules a production remote takes from the host, by global name. */
export declare const EXTERNAL_RUNTIME_GLOBALS: Record<string, string>;
/** The globals a host's federation runtime sets for production remotes (`host-contract.json`). */
export declare const HOST_RUNTIME_GLOBALS: readonly string[];
