/**
 * The shape of the API's one-shot commands (`npm run migrate -w api`, `seed`, `backup`): read the
 * settings, do one step, print what happened, exit 0; or print one line saying why not and exit
 * 1, having written nothing (each step is one transaction, or writes to a temporary file renamed
 * into place at the end).
 */
import { loadConfig, type Config } from '../config';
import { createDatabase, type DatabaseHandle } from './database';

export async function runStep(
  name: string,
  step: (config: Config) => Promise<string>,
): Promise<void> {
  try {
    const config = loadConfig();
    console.log(await step(config));
    process.exit(0);
  } catch (error) {
    console.error(`${name}: ${describeFailure(error)}`);
    process.exit(1);
  }
}

/** One line: the error's message, and its cause's when that says more (a driver's reason). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

/** The configured database, or an error naming where it was looked for and why it failed. */
export function openDatabase(config: Config): DatabaseHandle {
  try {
    return createDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? 'DATABASE_URL' : config.sqlitePath;
    throw new Error(`Cannot open the database at ${where}: ${describeFailure(error)}`, {
      cause: error,
    });
  }
}
