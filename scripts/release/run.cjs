#!/usr/bin/env node
/**
 * `npm run remote -- <verb>` (docs/releasing.md). Bundles the release tool (main.ts and what it
 * imports) into one CommonJS file with esbuild and runs it: under tsx the command's own start took
 * 2.5-3.5 s on a loaded machine (two node processes, a loader compiling each module), bundled it
 * takes about 0.4 s (issue 33). Bundled again whenever a file it was made from is newer than it
 * (the list is kept beside it), so it is never stale. The federation file and the bundler
 * packages stay outside: they are CommonJS, read where they are.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
// Under the root's node_modules, so what stays outside the bundle resolves as from the repository.
const outDir = path.join(root, 'node_modules', '.cache', 'sportsbook-release');

const file = path.join(outDir, 'main.cjs');
const inputsFile = path.join(outDir, 'main.inputs.json');

/** Whether the bundle exists and no file it was made from changed since. */
function fresh() {
  try {
    const built = fs.statSync(file).mtimeMs;
    const inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    return inputs.every((input) => fs.statSync(path.resolve(root, input)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/** Writes under a name of its own, then renames: two commands at once never read half a file. */
function writeWhole(target, contents) {
  const partial = `${target}.${process.pid}`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, target);
}

function bundle() {
  if (fresh()) return file;
  const { buildSync } = require('esbuild');
  const { outputFiles, metafile } = buildSync({
    entryPoints: [path.join(__dirname, 'main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    logLevel: 'warning',
    absWorkingDir: root,
    metafile: true,
    external: [
      '@sportsbook/shared/federation',
      '@sportsbook/shared/site-headers',
      '@rspack/*',
      '@module-federation/*',
      'esbuild',
    ],
  });
  fs.mkdirSync(outDir, { recursive: true });
  // The inputs first: a bundle newer than a stale list would pass for fresh.
  writeWhole(inputsFile, JSON.stringify(Object.keys(metafile.inputs)));
  writeWhole(file, outputFiles[0].contents);
  return file;
}

const { runCli } = require(bundle());
runCli(process.argv.slice(2), root).then((code) => {
  process.exitCode = code;
});
