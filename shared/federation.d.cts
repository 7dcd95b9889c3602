// Types of federation.cjs, for the apps' TypeScript rspack configs.
import type { Configuration, RuleSetRule } from '@rspack/core';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

export declare function sharedDependencies(appDir: string): SharedConfig;
export declare function moduleRules(): RuleSetRule[];
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
