import { act } from '@testing-library/react';

// Taken before any test installs the fake clock.
const realSetTimeout = globalThis.setTimeout;

/** Fake clock for the form delays (1 s, 2.1 s). Promise jobs stay real: React schedules on them. */
export function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}

/**
 * Lets answered calls finish and React render the result without moving the fake clock: a few
 * real macrotask turns inside act.
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}
