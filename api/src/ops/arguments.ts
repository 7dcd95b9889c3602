/** Reading the operators' command-line arguments, one rule for every command. */
import { idOf } from '@sportsbook/shared/contracts';

/** Thrown for a bad command line; the CLI prints the usage and exits with 2. */
export type UsageErrorFactory = (message: string) => Error;

/**
 * A database id written plainly (`1`..`2147483647`: shared's id rule, as the routes read ids), or
 * the usage error naming `what`.
 */
export function parseIdArgument(
  text: string | undefined,
  what: string,
  usageError: UsageErrorFactory,
): number {
  const id = idOf(text);
  if (id === null) {
    throw usageError(`${what} must be a positive integer, got ${text ?? 'nothing'}.`);
  }
  return id;
}

/**
 * Takes `--name value` out of a command line: the value (null when absent) and the rest. A flag
 * without a value is a usage error.
 */
export function takeOption(
  argv: readonly string[],
  name: string,
  usageError: UsageErrorFactory,
): { value: string | null; rest: string[] } {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return { value: null, rest: [...argv] };
  const value = argv[index + 1];
  if (value === undefined || value.trim() === '') throw usageError(`--${name} needs a value.`);
  return { value, rest: [...argv.slice(0, index), ...argv.slice(index + 2)] };
}
