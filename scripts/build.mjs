#!/usr/bin/env node
// `npm run build`: production bundles of the host and every remote (rebuilt whether stale or not).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps, ensureDependencies, frontendApps } from './lib/build-steps.mjs';
import { prefixer } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = prefixer('build');
await ensureDependencies(root, log);
await buildApps(root, frontendApps(root), log, { force: true });
