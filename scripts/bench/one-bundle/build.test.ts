import type { Configuration } from '@rspack/core';
import { MF_RUNTIME_MODULE, oneBundleConfig, staticRuntimeSource } from './build';

class ModuleFederationPlugin {
  apply(): void {}
}
class HtmlRspackPlugin {
  apply(): void {}
}

describe('oneBundleConfig', () => {
  const host: Configuration & { devServer?: unknown } = {
    mode: 'production',
    entry: { main: './src/index.ts' },
    output: { path: '/host/dist', publicPath: '/', uniqueName: 'host', filename: '[name].js' },
    plugins: [new ModuleFederationPlugin(), new HtmlRspackPlugin()],
    devServer: { port: 3000 },
  };
  const replacement = { apply: () => undefined };

  it("keeps the host's build but its federation plugin, and adds the seam's replacement", () => {
    const config = oneBundleConfig(host, { outDir: '/bench/site', replacement });
    expect(config.plugins?.map((plugin) => plugin?.constructor.name)).toEqual([
      'HtmlRspackPlugin',
      'Object',
    ]);
    expect(config.plugins?.at(-1)).toBe(replacement);
    expect(config.entry).toEqual(host.entry);
    expect(config.output).toMatchObject({
      path: '/bench/site',
      publicPath: '/',
      filename: '[name].js',
    });
    expect(config).not.toHaveProperty('devServer');
  });
});

describe('the seam', () => {
  it('matches the host module that calls the federation runtime, as imported and resolved', () => {
    expect(MF_RUNTIME_MODULE.test('./federation/mf-runtime')).toBe(true);
    expect(MF_RUNTIME_MODULE.test('/repo/host/src/federation/mf-runtime.ts')).toBe(true);
    expect(MF_RUNTIME_MODULE.test('./federation/mf-runtime-plugin')).toBe(false);
  });

  it('writes one import() per exposed module of the contract', () => {
    const source = staticRuntimeSource('/repo', {
      sports: ['./LiveHome', './SportPage'],
      betslip: ['./Betslip'],
    });
    expect(source).toContain(
      '"sports/LiveHome": () => import("/repo/remote-sports/src/exposed/LiveHome.tsx"),',
    );
    expect(source).toContain(
      '"betslip/Betslip": () => import("/repo/remote-betslip/src/exposed/Betslip.tsx"),',
    );
    expect(source.match(/import\(/g)).toHaveLength(3);
    expect(source).toContain('export const moduleFederationRuntime');
  });
});
