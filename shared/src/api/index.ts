import { setDefaultTokenProvider } from './client';
import { createCookieTokenProvider } from './session-cookies';

export * from './config';
export * from './api-error';
export * from './client';
export * from './catalog';
export * from './session-cookies';
export * from './account';
export * from './support';
export * from './wallet';
export * from './refresh-lock';
export * from './remote-loads';
export * from './prediction';
export * from './idempotent-attempts';
export * from './safer-gambling';
export * from './betting-preferences';
export * from './cash-out';

// Every copy of the client authenticates from the cookies without being told to: a remote that
// loads its own build of shared has no host code that could install a provider on it, and its
// refreshes and lost sessions reach the host over the bus (announceSessionOnBus).
setDefaultTokenProvider(createCookieTokenProvider());
