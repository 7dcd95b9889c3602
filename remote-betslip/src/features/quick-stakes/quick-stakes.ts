/**
 * Quick stakes (issue 32): chips that set the stake to a round amount in one press. A chip is
 * only a shortcut for typing its amount, so SPEC's stake rules follow it as they follow a typed
 * stake (above the cash limit the stake is set to the limit, with SPEC's message).
 */
export const QUICK_STAKES = [50, 100, 500, 1000] as const;
