/**
 * `ops settle` with its chunking chosen on the command line, for the resume test and the
 * benchmark: `node --import tsx test/settle-in-chunks.ts <marketId> <selectionId|void>
 * <chunkSize> [stopAfterChunks|never] [chunkBudgetMs]` settles in chunks of at most `chunkSize`
 * bets, prints `chunk <n> <resolved so far>` after each commit and `finished` at the end. After
 * chunk `stopAfterChunks` it prints `stopped` and waits to be killed (kill -9) instead. The
 * database comes from the environment, as the ops tool's does.
 */
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { MarketLogger } from '../src/markets/market-operations';
import { createOpsServices } from '../src/ops/services';

const quiet: MarketLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

async function main(): Promise<void> {
  const [betText, outcomeText, chunkText, stopText, budgetText] = process.argv.slice(2);
  const stopAfter = stopText === undefined || stopText === 'never' ? Infinity : Number(stopText);
  const config = loadConfig();
  const database = createDatabase(config);
  const { money } = createOpsServices(config, database, quiet, {
    chunking: {
      chunkSize: Number(chunkText),
      ...(budgetText === undefined ? {} : { chunkBudgetMs: Number(budgetText) }),
    },
    onChunk: async ({ chunk, resolved }) => {
      process.stdout.write(`chunk ${chunk} ${resolved}\n`);
      if (chunk < stopAfter) return;
      process.stdout.write('stopped\n');
      // Stay alive, between two chunks, until the test kills this process.
      setInterval(() => undefined, 60_000);
      await new Promise<never>(() => undefined);
    },
  });
  const outcome = outcomeText === 'void' ? 'void' : { winningBetEventId: Number(outcomeText) };
  await money.settlement.settleMarket(Number(betText), outcome);
  process.stdout.write('finished\n');
  await database.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
