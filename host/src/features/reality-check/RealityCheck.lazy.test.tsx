import { renderWithProviders, signedInStore, anonymousStore } from '../../test/render-app';
import { settle, useFakeClock } from '../../test/clock';
import { RealityCheck } from './RealityCheck';

// Counts the evaluations of the timer's chunk (the module is the real one).
const mockChunkLoaded = jest.fn();
jest.mock('./RealityCheckTimer', () => {
  mockChunkLoaded();
  return jest.requireActual('./RealityCheckTimer');
});

const api = (minutes: number) => ({
  loadMinutes: () => Promise.resolve(minutes),
  loadSession: () => new Promise<never>(() => undefined),
});

beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

// Issue 33: the first load of a page carries neither the dialog nor its timer.
describe("the reality check's chunk", () => {
  it('is not loaded for a visitor, nor for a bettor who has not set an interval', async () => {
    renderWithProviders(<RealityCheck {...api(15)} />, { store: anonymousStore() });
    renderWithProviders(<RealityCheck {...api(0)} />, { store: signedInStore() });
    await settle();
    expect(mockChunkLoaded).not.toHaveBeenCalled();
  });

  it('is loaded once a signed-in bettor has an interval', async () => {
    renderWithProviders(<RealityCheck {...api(30)} />, { store: signedInStore() });
    await settle();
    expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
  });
});
