import type { ChosenRemotes } from '../federation/registry';

/** A page load's versions: sports live 1.0.0 and a betslip 1.0.1 canary. */
export const CHOSEN_REMOTES: ChosenRemotes = {
  sports: {
    version: '1.0.0',
    manifest: 'http://localhost:3001/1.0.0/mf-manifest.json',
    channel: 'live',
  },
  betslip: {
    version: '1.0.1',
    manifest: 'http://localhost:3002/1.0.1/mf-manifest.json',
    channel: 'canary',
  },
};
