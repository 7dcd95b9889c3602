/**
 * The operators' prediction commands: close an event to entries and settle it with the winning
 * team. Both go through the API's own PredictionService, so the ledger's rules and the realtime
 * CoinsChanged are the same.
 */
import type { PredictionService } from '../prediction/prediction-service';
import { parseIdArgument } from './arguments';
import type { UsageErrorFactory } from './arguments';

export const PREDICTION_USAGE = `  close-prediction <eventId>         stop a prediction event taking entries
  settle-prediction <eventId> <teamId>
                                     settle it: that team's entries win stake x remuneration, the rest lose`;

export interface PredictionOpsContext {
  /** The prediction service: needed by the prediction commands only. */
  predictions?: PredictionService;
  print(line: string): void;
}

function service(ctx: PredictionOpsContext): PredictionService {
  if (!ctx.predictions) throw new Error('The prediction commands need the prediction service.');
  return ctx.predictions;
}

/**
 * Runs one prediction command; returns false when `command` is not one of them. Throws the usage
 * error for a bad command line and ApiError when refused.
 */
export async function runPredictionCommand(
  command: string,
  args: readonly string[],
  ctx: PredictionOpsContext,
  usageError: UsageErrorFactory,
): Promise<boolean> {
  const expectArgs = (count: number) => {
    if (args.length !== count) throw usageError(`${command} takes ${count} argument(s).`);
  };
  switch (command) {
    case 'close-prediction': {
      expectArgs(1);
      const eventId = parseIdArgument(args[0], 'eventId', usageError);
      const status = await service(ctx).close(eventId);
      ctx.print(JSON.stringify({ eventId, status }));
      return true;
    }
    case 'settle-prediction': {
      expectArgs(2);
      const eventId = parseIdArgument(args[0], 'eventId', usageError);
      const teamId = parseIdArgument(args[1], 'teamId', usageError);
      ctx.print(JSON.stringify(await service(ctx).settle(eventId, teamId)));
      return true;
    }
    default:
      return false;
  }
}
