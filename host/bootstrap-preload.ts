// The host's index.html asks for the files its bootstrap needs as soon as the HTML is parsed
// (`<link rel="preload">`), beside main.js, instead of main.js asking for them once it has been
// fetched and evaluated (issue 12). See host/README.md, "What loads when on a cold /".
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/** What the selection needs of a chunk group of the build. */
export interface GroupFacts {
  /** Identifiers of the modules whose `import()` (or share provision) created the group. */
  originModules: string[];
  /** The group's files (JavaScript and CSS), as emitted, and their sizes in bytes. */
  files: { name: string; size: number }[];
  /** The share keys of the shared modules its chunks consume (`react-dom/client`, ...). */
  consumedKeys: string[];
}

const CONSUME = /^consume shared module \([^)]*\) (.+?)@\S* /;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@\S* = /;

/** The share key of a consume-shared module's identifier, or null for any other module. */
export function consumedKeyOf(identifier: string): string | null {
  return CONSUME.exec(identifier)?.[1] ?? null;
}

/** The share key of a provide-shared module's identifier, or null for any other module. */
export function providedKeyOf(identifier: string): string | null {
  return PROVIDE.exec(identifier)?.[1] ?? null;
}

/**
 * The files the bootstrap loads before it runs: the chunk groups of the entry module's own
 * `import()` (the async boundary, `import('./bootstrap')`), and for every shared module their
 * chunks consume, the group that provides it from this build, and so on for what those consume
 * in turn. Nothing else: the lazy pages, the realtime client or react-toastify are `import()`s of
 * other modules and load when they are used. The host's own copies are the ones the page uses at
 * this point (`shareStrategy: 'loaded-first'`, and no remote has loaded yet), so these are the
 * files the runtime is about to ask for.
 */
export function bootstrapFiles(groups: readonly GroupFacts[], entryModuleSuffix: string): string[] {
  const chosen = new Set<GroupFacts>();
  const pendingKeys: string[] = [];
  const take = (group: GroupFacts): void => {
    if (chosen.has(group)) return;
    chosen.add(group);
    pendingKeys.push(...group.consumedKeys);
  };
  groups
    .filter((group) => group.originModules.some((module) => module.endsWith(entryModuleSuffix)))
    .forEach(take);
  const seenKeys = new Set<string>();
  while (pendingKeys.length > 0) {
    const key = pendingKeys.pop() as string;
    if (seenKeys.has(key)) continue;
    seenKeys.add(key);
    groups
      .filter((group) => group.originModules.some((module) => providedKeyOf(module) === key))
      .forEach(take);
  }
  const sizes = new Map<string, number>();
  for (const group of chosen) group.files.forEach((file) => sizes.set(file.name, file.size));
  // Largest first: over HTTP/1.1's six connections, the long downloads start at once.
  return [...sizes]
    .sort(([nameA, sizeA], [nameB, sizeB]) => sizeB - sizeA || nameA.localeCompare(nameB))
    .map(([name]) => name);
}

function groupFacts(compilation: Compilation): GroupFacts[] {
  const { chunkGraph } = compilation;
  return compilation.chunkGroups
    .filter((group) => !group.isInitial())
    .map((group) => ({
      originModules: group.origins.flatMap((origin) =>
        origin.module ? [origin.module.identifier()] : [],
      ),
      files: group
        .getFiles()
        .filter((file) => /\.(js|css)$/.test(file))
        .map((name) => ({ name, size: compilation.getAsset(name)?.source.size() ?? 0 })),
      consumedKeys: group.chunks.flatMap((chunk) =>
        chunkGraph.getChunkModules(chunk).flatMap((module) => {
          const key = consumedKeyOf(module.identifier());
          return key ? [key] : [];
        }),
      ),
    }));
}

/**
 * Adds a `<link rel="preload">` to index.html for each file of `bootstrapFiles` (scripts as
 * `script`, style sheets as `style`). The runtime still adds its own script and link elements;
 * the browser gives them the preloaded responses.
 */
export function bootstrapPreloadPlugin({
  entryModule,
}: {
  /** The entry module's file (its module identifier ends with it): the `entry` of the config. */
  entryModule: string;
}): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap('BootstrapPreloadPlugin', (compilation) => {
        compiler.webpack.HtmlRspackPlugin.getCompilationHooks(
          compilation,
        ).alterAssetTags.tapPromise('BootstrapPreloadPlugin', async (data) => {
          const links = bootstrapFiles(groupFacts(compilation), entryModule).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: file.endsWith('.css')
              ? { rel: 'preload', as: 'style', href: `${data.publicPath}${file}` }
              : // Low, as main.js (a deferred script) and the chunks the runtime adds itself are:
                // earlier, not ahead of main.js.
                {
                  rel: 'preload',
                  as: 'script',
                  href: `${data.publicPath}${file}`,
                  fetchpriority: 'low',
                },
          }));
          data.assetTags.styles.push(...links);
          return data;
        });
      });
    },
  };
}
