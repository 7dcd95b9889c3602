import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isFallbackModule } from './fallback-marker';
import sportsbookFallbackPlugin from './fallback-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof sportsbookFallbackPlugin>['errorLoadRemote']>
>[0];

const origin = {} as ModuleFederation;

function args(overrides: Partial<ErrorArgs>): ErrorArgs {
  return {
    id: 'sports/LiveHome',
    error: new Error('Failed to get manifest'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin,
    ...overrides,
  };
}

describe('the fallback runtime plugin', () => {
  const plugin = sportsbookFallbackPlugin();
  const errorLoadRemote = plugin.errorLoadRemote;
  if (!errorLoadRemote) throw new Error('the plugin has no errorLoadRemote hook');

  it('answers a failed module load with a fallback module instead of throwing', async () => {
    const result = await errorLoadRemote(args({}));
    expect(isFallbackModule(result)).toBe(true);
  });

  it('hands a factory to imports compiled into a bundle', async () => {
    const result = await errorLoadRemote(args({ from: 'build' }));
    expect(typeof result).toBe('function');
    expect(isFallbackModule((result as () => unknown)())).toBe(true);
  });

  it('leaves a failed manifest to the module stage, where a module is the right answer', async () => {
    await expect(errorLoadRemote(args({ lifecycle: 'afterResolve' }))).resolves.toBeUndefined();
  });
});
