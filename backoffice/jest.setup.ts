import '@testing-library/jest-dom';
import { randomUUID } from 'node:crypto';

// jsdom's crypto has no randomUUID; the app makes its Idempotency-Keys with it.
if (typeof globalThis.crypto.randomUUID !== 'function') {
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID });
}
