/**
 * A remote's production build in the release tool's own process (issue 33): the remote's
 * `rspack.config.ts`, bundled by esbuild with its packages read from the remote's folder, given
 * to that folder's `@rspack/core`. The same configuration and compiler as `npm run build`
 * (`rspack build --mode production`), without starting npm, a node and rspack's CLI for it: about
 * 2 s of a release on a loaded machine. Used only when the remote's build script is exactly that
 * command (build.ts); any other script runs as it is.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** The build script this path stands in for. */
export const PLAIN_BUILD_SCRIPT = 'rspack build --mode production';

interface Stats {
  hasErrors(): boolean;
  toString(options: string): string;
}
interface Compiler {
  run(callback: (error: Error | null, stats?: Stats) => void): void;
  close(callback: () => void): void;
}
type RspackFactory = (config: unknown) => Compiler;
type ConfigExport = unknown | ((env: unknown, argv: { mode: string }) => unknown);

/** Packages stay outside the bundle, resolved from the remote's folder as its own build would. */
function packagesFrom(folder: string): Plugin {
  const requireFromRemote = createRequire(path.join(folder, 'package.json'));
  return {
    name: 'packages-from-remote',
    setup(build) {
      // Shared's TypeScript entries (contracts) are bundled; its CommonJS files and other
      // packages are required where they are.
      build.onResolve({ filter: /^[@a-z]/ }, (args) => {
        if (/^@sportsbook\/shared\/(contracts|format)/.test(args.path)) return undefined;
        return { path: requireFromRemote.resolve(args.path), external: true };
      });
    },
  };
}

async function loadConfig(folder: string): Promise<ConfigExport> {
  const configFile = path.join(folder, 'rspack.config.ts');
  const { outputFiles } = await build({
    entryPoints: [configFile],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    logLevel: 'warning',
    define: { __dirname: JSON.stringify(folder), __filename: JSON.stringify(configFile) },
    plugins: [packagesFrom(folder)],
  });
  const exports: { default?: ConfigExport } = {};
  const module = { exports };
  // The bundle is CommonJS with absolute requires only.
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, exports, require);
  const loaded = module.exports as { default?: ConfigExport };
  return loaded.default ?? loaded;
}

/** Builds the remote in `folder` for production; rejects with rspack's errors. */
export async function buildInProcess(folder: string, out: (line: string) => void): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const exported = await loadConfig(folder);
    const config =
      typeof exported === 'function'
        ? await (exported as (env: unknown, argv: { mode: string }) => unknown)(
            {},
            { mode: 'production' },
          )
        : exported;
    const { rspack } = createRequire(path.join(folder, 'package.json'))('@rspack/core') as {
      rspack: RspackFactory;
    };
    const started = Date.now();
    const compiler = rspack({ ...(config as object), mode: 'production' });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (!stats || stats.hasErrors()) {
          reject(new Error(stats ? stats.toString('errors-only') : 'rspack gave no stats'));
        } else {
          out(`Rspack compiled successfully in ${((Date.now() - started) / 1000).toFixed(2)} s`);
          resolve();
        }
      });
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
