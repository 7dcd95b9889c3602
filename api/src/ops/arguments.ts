/** Reading the operators' command-line arguments, one rule for every command. */

/** Thrown for a bad command line; the CLI prints the usage and exits with 2. */
export type UsageErrorFactory = (message: string) => Error;

const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A database id written plainly (`1`..`2147483647`), or the usage error naming `what`. */
export function parseIdArgument(
  text: string | undefined,
  what: string,
  usageError: UsageErrorFactory,
): number {
  if (text === undefined || !POSITIVE_ID.test(text) || Number(text) > MAX_ID) {
    throw usageError(`${what} must be a positive integer, got ${text ?? 'nothing'}.`);
  }
  return Number(text);
}
