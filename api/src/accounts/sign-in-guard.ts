/**
 * Stops password guessing without handing an attacker a way to lock an owner out (OWASP ASVS
 * V2.2.1). Usernames are visible to other bettors, so a limit per account alone would let anyone
 * keep any account's owner out by failing ten times a minute. Instead the failed sign-ins of an
 * account are counted twice:
 *
 * - per account and client address: one address gets `maxFailures` tries at an account a window,
 *   whether or not the account knows it;
 * - per account, over the addresses it has never signed in from: together they get `maxFailures`
 *   a window. An address from which the account signed in before (a "known" address, remembered
 *   as long as a refresh token lives) is not held by this counter, so the owner's usual device
 *   still signs in while strangers are held back.
 *
 * Only failures are counted: an attempt is counted before the password is checked (so parallel
 * guesses cannot slip past the counter) and taken back when it succeeds. The per-address limit of
 * every request to /oauth/token stays in the route (http/rate-limits.ts).
 *
 * The counters live in Redis when the app has one (shared by every instance), in memory
 * otherwise. Windows are fixed, measured on the app's clock (tests move it), and start at the
 * first failure. When Redis cannot be reached, sign-in goes on unguarded and the failure is
 * logged, as the other limits do.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A counter's value after a change and the milliseconds until its window ends. */
export interface Count {
  count: number;
  resetInMs: number;
}

/** Where the guard keeps its counters and known addresses. */
export interface GuardStore {
  /** Adds `by` (1 or -1) to `key` within its window, opening one when none is open. */
  add(key: string, by: number, nowMs: number, windowMs: number): Promise<Count>;
  /** Remembers `key` until `untilMs`. */
  remember(key: string, nowMs: number, untilMs: number): Promise<void>;
  /** Whether `key` is remembered at `nowMs`. */
  remembers(key: string, nowMs: number): Promise<boolean>;
}

/** The most keys the in-memory store holds; past it, expired and then the oldest are dropped. */
const MEMORY_KEYS = 100_000;

export class MemoryGuardStore implements GuardStore {
  private readonly counters = new Map<string, { count: number; endMs: number }>();
  private readonly remembered = new Map<string, number>();

  async add(key: string, by: number, nowMs: number, windowMs: number): Promise<Count> {
    let counter = this.counters.get(key);
    if (!counter || counter.endMs <= nowMs) {
      if (by <= 0) return { count: 0, resetInMs: 0 };
      counter = { count: 0, endMs: nowMs + windowMs };
      this.counters.delete(key);
      this.counters.set(key, counter);
      prune(this.counters, nowMs, (entry) => entry.endMs);
    }
    counter.count = Math.max(0, counter.count + by);
    return { count: counter.count, resetInMs: counter.endMs - nowMs };
  }

  async remember(key: string, nowMs: number, untilMs: number): Promise<void> {
    this.remembered.delete(key);
    this.remembered.set(key, untilMs);
    prune(this.remembered, nowMs, (untilMs) => untilMs);
  }

  async remembers(key: string, nowMs: number): Promise<boolean> {
    return (this.remembered.get(key) ?? 0) > nowMs;
  }
}

/** Keeps a map under MEMORY_KEYS: expired entries go first, then the oldest inserted. */
function prune<V>(map: Map<string, V>, nowMs: number, endOf: (value: V) => number): void {
  if (map.size <= MEMORY_KEYS) return;
  for (const [key, value] of map) if (endOf(value) <= nowMs) map.delete(key);
  for (const key of map.keys()) {
    if (map.size <= MEMORY_KEYS) break;
    map.delete(key);
  }
}

/**
 * A counter in a Redis hash (`end`, `count`), changed atomically by one script. The window's end
 * is on the app's clock; Redis's own expiry only removes the key once it cannot matter.
 */
const ADD_SCRIPT = `
local by = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local ending = tonumber(redis.call('HGET', KEYS[1], 'end'))
if (not ending) or ending <= now then
  if by <= 0 then return {0, 0} end
  redis.call('HSET', KEYS[1], 'end', now + window, 'count', by)
  redis.call('PEXPIRE', KEYS[1], window)
  return {by, window}
end
local count = redis.call('HINCRBY', KEYS[1], 'count', by)
if count < 0 then
  redis.call('HSET', KEYS[1], 'count', 0)
  count = 0
end
return {count, ending - now}
`;

export class RedisGuardStore implements GuardStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async add(key: string, by: number, nowMs: number, windowMs: number): Promise<Count> {
    const [count, resetInMs] = (await this.redis.eval(
      ADD_SCRIPT,
      1,
      this.prefix + key,
      by,
      nowMs,
      windowMs,
    )) as [number, number];
    return { count, resetInMs };
  }

  async remember(key: string, nowMs: number, untilMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, String(untilMs), 'PX', Math.max(1, untilMs - nowMs));
  }

  async remembers(key: string, nowMs: number): Promise<boolean> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0) > nowMs;
  }
}

/** A refusal: the client may try again in `retryAfterS` seconds. */
export class SignInHeld extends Error {
  constructor(
    readonly retryAfterS: number,
    readonly reason: 'address' | 'new-addresses',
  ) {
    super(`Sign-in held for ${retryAfterS} s (${reason})`);
    this.name = 'SignInHeld';
  }
}

export interface SignInGuardOptions {
  store: GuardStore;
  /** Failed sign-ins per window: per account and address, and per account over unknown addresses. */
  maxFailures: number;
  windowMs: number;
  /** How long an address stays known after a sign-in from it. */
  knownForMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class SignInGuard {
  constructor(private readonly options: SignInGuardOptions) {}

  /**
   * Runs `signIn` (which throws when the password is wrong) for the account `account` (a stable
   * key: `account:<id>`, or the login as typed when it names no account) from `address`, or
   * throws `SignInHeld` without running it.
   */
  async attempt<T>(account: string, address: string, signIn: () => Promise<T>): Promise<T> {
    const { store, maxFailures, windowMs } = this.options;
    const nowMs = this.options.now().getTime();
    const pairKey = `sign-in:failures:${account}:address:${address}`;
    const strangersKey = `sign-in:failures:${account}:unknown-addresses`;
    const knownKey = `sign-in:known:${account}:address:${address}`;
    const counted = await this.unlessStoreDown(async () => {
      const known = await store.remembers(knownKey, nowMs);
      const pair = await store.add(pairKey, 1, nowMs, windowMs);
      if (pair.count > maxFailures) throw new SignInHeld(seconds(pair.resetInMs), 'address');
      if (!known) {
        const strangers = await store.add(strangersKey, 1, nowMs, windowMs);
        if (strangers.count > maxFailures) {
          throw new SignInHeld(seconds(strangers.resetInMs), 'new-addresses');
        }
      }
      return { known };
    });
    const result = await signIn();
    if (counted) {
      // A success is not a failure: its count is taken back, and the address becomes known.
      await this.unlessStoreDown(async () => {
        await store.add(pairKey, -1, nowMs, windowMs);
        if (!counted.known) await store.add(strangersKey, -1, nowMs, windowMs);
        await store.remember(knownKey, nowMs, nowMs + this.options.knownForMs);
      });
    }
    return result;
  }

  /** Runs a store operation; when the store is unreachable, logs it and answers null. */
  private async unlessStoreDown<T>(operation: () => Promise<T>): Promise<T | null> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof SignInHeld) throw error;
      this.options.log.error({ err: error }, 'Sign-in counters unavailable; attempt not limited');
      return null;
    }
  }
}

/** A Retry-After in whole seconds, at least 1, for a window that ends in `ms`. */
export function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
