#!/usr/bin/env node
// Checks the built manifest of each remote against the federation contract (REMOTE_EXPOSES in
// @sportsbook/shared/contracts): `remote-<name>/dist/<version>/mf-manifest.json` must name the
// remote and expose exactly the contract's modules. Run it after building the remotes:
//
//   node host/scripts/check-manifests.mjs            every remote that has a folder in the repo
//   node host/scripts/check-manifests.mjs sports     only the named remotes
//
// Exits 1 when a manifest is missing or breaks the contract, so `npm start` stops before serving
// a host that would ask a remote for a module it does not have.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';

const here = path.dirname(fileURLToPath(import.meta.url));
// CHECK_MANIFESTS_ROOT points the check at another checkout (used to try the script itself).
const repoRoot = path.resolve(process.env.CHECK_MANIFESTS_ROOT ?? path.join(here, '../..'));

// The contract and the check are TypeScript; tsx loads them as CommonJS, as jest does.
const { checkManifest } = tsxRequire('../src/federation/contract.ts', import.meta.url);
const { REMOTE_EXPOSES } = tsxRequire('@sportsbook/shared/contracts', import.meta.url);

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in REMOTE_EXPOSES));
if (unknown.length > 0) {
  console.error(
    `Unknown remote(s): ${unknown.join(', ')}. Known: ${Object.keys(REMOTE_EXPOSES).join(', ')}.`,
  );
  process.exit(2);
}

const names = requested.length > 0 ? requested : Object.keys(REMOTE_EXPOSES);
let failed = false;
let checked = 0;

for (const name of names) {
  const remoteDir = path.join(repoRoot, `remote-${name}`);
  if (!fs.existsSync(path.join(remoteDir, 'package.json'))) {
    if (requested.includes(name)) {
      console.error(`✗ ${name}: there is no remote-${name}/ in this repository.`);
      failed = true;
    }
    continue;
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  const manifestPath = path.join(remoteDir, 'dist', version, 'mf-manifest.json');
  const shown = path.relative(repoRoot, manifestPath);
  if (!fs.existsSync(manifestPath)) {
    console.error(`✗ ${name}: ${shown} does not exist; build the remote first.`);
    failed = true;
    continue;
  }
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    console.error(`✗ ${name}: ${shown} is not JSON (${error.message}).`);
    failed = true;
    continue;
  }
  const { ok, problems } = checkManifest(manifest, name);
  checked += 1;
  if (ok) {
    console.log(`✓ ${name} ${version}: exposes ${REMOTE_EXPOSES[name].join(', ')}`);
  } else {
    failed = true;
    for (const problem of problems) console.error(`✗ ${problem} (${shown})`);
  }
}

if (!failed && checked === 0) console.log('No remote in this repository to check.');
process.exit(failed ? 1 : 0);
