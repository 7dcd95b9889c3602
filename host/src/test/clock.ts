import { act } from '@testing-library/react';

// Taken before any test installs the fake clock.
const realSetTimeout = globalThis.setTimeout;

/**
 * Fake clock for timing tests (the 300 ms and 2.1 s delays). Promise jobs stay real, because
 * React schedules its work on them.
 */
export function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}

/**
 * Lets answered calls finish and React render the result without moving the fake clock
 * (findBy* would move it): a few real macrotask turns inside act.
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}
