import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';
import { checkManifest } from './contract';

/** A manifest as the federation plugin writes it, with only the fields the check reads filled. */
function manifestOf(name: string, paths: readonly string[]) {
  return {
    id: name,
    name,
    metaData: { name, globalName: name },
    shared: [],
    remotes: [],
    exposes: paths.map((path) => ({
      id: `${name}:${path.slice(2)}`,
      name: path.slice(2),
      path,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

describe('checkManifest', () => {
  it('passes a manifest exposing exactly the contract', () => {
    expect(checkManifest(manifestOf('sports', REMOTE_EXPOSES.sports), 'sports')).toEqual({
      ok: true,
      problems: [],
    });
    expect(checkManifest(manifestOf('betslip', ['./Betslip']), 'betslip').ok).toBe(true);
  });

  it('fails when an exposed module of the contract is missing', () => {
    const withoutDetails = REMOTE_EXPOSES.sports.filter((path) => path !== './MatchDetailsPage');
    const result = checkManifest(manifestOf('sports', withoutDetails), 'sports');
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['sports: ./MatchDetailsPage is not exposed.']);
  });

  it('fails on a module the contract does not list', () => {
    const result = checkManifest(manifestOf('betslip', ['./Betslip', './Debug']), 'betslip');
    expect(result.problems).toEqual(['betslip: ./Debug is exposed but not in the contract.']);
  });

  it('fails when the manifest belongs to another remote', () => {
    const result = checkManifest(manifestOf('sports', ['./Betslip']), 'betslip');
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatch(/names the remote "sports"/);
  });

  it.each([null, 'mf-manifest', { name: 'sports' }])('fails on %p', (manifest) => {
    expect(checkManifest(manifest, 'sports').ok).toBe(false);
  });
});
