import type { RemoteRegistry } from '@sportsbook/shared/contracts';
import { FALLBACK_FLAG, type FallbackModule } from './fallback-marker';
import type { RemoteModuleId } from './module-id';
import {
  RemoteUnavailableError,
  createRemoteLoader,
  type FederationRuntime,
  type RemoteComponentModule,
} from './remote-loader';

const registry: RemoteRegistry = {
  allowOverrides: false,
  remotes: {
    sports: { version: '1.0.0', manifest: 'http://localhost:3001/1.0.0/mf-manifest.json' },
    betslip: { version: '1.0.0', manifest: 'http://localhost:3002/1.0.0/mf-manifest.json' },
  },
};

const LiveHome: RemoteComponentModule = { default: () => null };
const fallback: FallbackModule = {
  default: () => null,
  [FALLBACK_FLAG]: true,
  requestedId: 'sports/LiveHome',
  error: new Error('manifest unreachable'),
};

function fakeRuntime(results: (unknown | Error)[]) {
  const register = jest.fn<void, Parameters<FederationRuntime['register']>>();
  const load = jest.fn<Promise<unknown>, [RemoteModuleId]>(() => {
    const next = results.length > 1 ? results.shift() : results[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { register, load } satisfies FederationRuntime;
}

function loaderWith(runtime: FederationRuntime, loadRegistry = () => Promise.resolve(registry)) {
  return createRemoteLoader({
    runtime,
    loadRegistry,
    retries: 2,
    retryDelayMs: 1,
    sleep: () => Promise.resolve(),
    report: () => undefined,
  });
}

describe('createRemoteLoader', () => {
  it('registers every remote of the registry before anything loads', async () => {
    const runtime = fakeRuntime([LiveHome]);
    await loaderWith(runtime).start();
    expect(runtime.register).toHaveBeenCalledWith(
      [
        { name: 'sports', entry: registry.remotes.sports?.manifest },
        { name: 'betslip', entry: registry.remotes.betslip?.manifest },
      ],
      false,
    );
  });

  it('retries a failed load and returns the module once it arrives', async () => {
    const runtime = fakeRuntime([new Error('chunk failed'), fallback, LiveHome]);
    const loader = loaderWith(runtime);
    await loader.start();
    await expect(loader.load('sports/LiveHome')).resolves.toBe(LiveHome);
    expect(runtime.load).toHaveBeenCalledTimes(3);
  });

  it("returns the runtime plugin's fallback module when every attempt fails", async () => {
    const runtime = fakeRuntime([fallback]);
    const loader = loaderWith(runtime);
    await loader.start();
    await expect(loader.load('sports/LiveHome')).resolves.toBe(fallback);
    expect(runtime.load).toHaveBeenCalledTimes(3);
  });

  it('rejects a module that does not export a component, without retrying', async () => {
    const runtime = fakeRuntime([{ default: 'not a component' }]);
    const loader = loaderWith(runtime);
    await loader.start();
    await expect(loader.load('sports/LiveHome')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.load).toHaveBeenCalledTimes(1);
  });

  it('fails every load without a registry, and a reset fetches the registry again', async () => {
    const runtime = fakeRuntime([LiveHome]);
    const loadRegistry = jest
      .fn<Promise<RemoteRegistry>, []>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValue(registry);
    const loader = loaderWith(runtime, loadRegistry);

    await expect(loader.start()).resolves.toBeNull();
    await expect(loader.load('sports/LiveHome')).rejects.toThrow('registry is unavailable');
    expect(runtime.load).not.toHaveBeenCalled();

    await loader.reset('sports');
    await expect(loader.load('sports/LiveHome')).resolves.toBe(LiveHome);
    expect(loadRegistry).toHaveBeenCalledTimes(2);
  });

  it('rejects a module of a remote the registry does not list', async () => {
    const loader = loaderWith(fakeRuntime([LiveHome]), () =>
      Promise.resolve({ allowOverrides: false, remotes: {} }),
    );
    await loader.start();
    await expect(loader.load('sports/LiveHome')).rejects.toThrow('no entry for "sports"');
  });

  it('re-registers a remote that never loaded with force, so a retry fetches it afresh', async () => {
    const runtime = fakeRuntime([fallback]);
    const loader = loaderWith(runtime);
    await loader.start();
    await loader.load('sports/LiveHome');
    await loader.reset('sports');
    expect(runtime.register).toHaveBeenLastCalledWith(
      [{ name: 'sports', entry: registry.remotes.sports?.manifest }],
      true,
    );
  });

  it('keeps the container of a remote that already delivered modules', async () => {
    const runtime = fakeRuntime([LiveHome]);
    const loader = loaderWith(runtime);
    await loader.start();
    await loader.load('sports/LiveHome');
    runtime.register.mockClear();
    await loader.reset('sports');
    expect(runtime.register).not.toHaveBeenCalled();
  });

  it('tells its listener which remote delivered and which ended in the fallback', async () => {
    const outcomes: [string, string][] = [];
    const runtime = fakeRuntime([LiveHome]);
    const loader = createRemoteLoader({
      runtime,
      loadRegistry: () => Promise.resolve(registry),
      retries: 0,
      sleep: () => Promise.resolve(),
      report: () => undefined,
      onOutcome: (remote, outcome) => outcomes.push([remote, outcome]),
    });
    await loader.start();
    await loader.load('sports/LiveHome');
    runtime.load.mockImplementation(() => Promise.resolve(fallback));
    await loader.load('betslip/Betslip');
    runtime.load.mockImplementation(() => Promise.reject(new Error('script error')));
    await expect(loader.load('betslip/Betslip')).rejects.toThrow('script error');
    loader.renderFailed?.('sports', new Error('render failed'));
    expect(outcomes).toEqual([
      ['sports', 'loaded'],
      ['betslip', 'failed'],
      ['betslip', 'failed'],
      ['sports', 'failed'],
    ]);
  });
});

describe('preload', () => {
  it('preloads, after registering, only the modules of registered remotes', async () => {
    const runtime = fakeRuntime([LiveHome]);
    const preload = jest.fn<Promise<void>, [RemoteModuleId[]]>(() => Promise.resolve());
    const loader = loaderWith({ ...runtime, preload });
    await loader.preload(['sports/LiveHome', 'betslip/Betslip', 'wallet/StatementPage']);
    expect(runtime.register).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(['sports/LiveHome', 'betslip/Betslip']);
    expect(runtime.load).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the slot and preloads nothing without a registry', async () => {
    const failing = jest.fn<Promise<void>, [RemoteModuleId[]]>(() =>
      Promise.reject(new Error('manifest unreachable')),
    );
    await expect(
      loaderWith({ ...fakeRuntime([LiveHome]), preload: failing }).preload(['sports/LiveHome']),
    ).resolves.toBeUndefined();

    const unused = jest.fn<Promise<void>, [RemoteModuleId[]]>(() => Promise.resolve());
    const noRegistry = loaderWith({ ...fakeRuntime([LiveHome]), preload: unused }, () =>
      Promise.reject(new Error('remotes.json answered 404')),
    );
    await noRegistry.preload(['sports/LiveHome']);
    expect(unused).not.toHaveBeenCalled();
  });
});
