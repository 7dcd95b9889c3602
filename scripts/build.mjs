#!/usr/bin/env node
// `npm run build`: production bundles of the host, every remote and the back office (rebuilt
// whether stale or not).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backofficeApp, buildApps, ensureDependencies, frontendApps } from './lib/build-steps.mjs';
import { prefixer } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = prefixer('build');
await ensureDependencies(root, log);
await buildApps(root, [...frontendApps(root), backofficeApp()], log, { force: true });
