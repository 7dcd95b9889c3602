/**
 * A second process writing to the test database at the same time as the app under test, as the
 * ops tool does beside a running server: `node --import tsx test/second-writer.ts <userId> <count>`
 * credits the user 1.00 coin `count` times, each its own money transaction. The database comes
 * from the environment (SQLITE_PATH, or DATABASE_URL and DATABASE_SCHEMA).
 */
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { Ledger } from '../src/ledger/ledger';

async function main(): Promise<void> {
  const [userId, count] = process.argv.slice(2).map(Number) as [number, number];
  const database = createDatabase(loadConfig());
  const ledger = new Ledger(database.db);
  try {
    for (let n = 0; n < count; n += 1)
      await ledger.credit(userId, 100, `second-writer-${userId}-${n}`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
