/**
 * The operators' support commands: list the open complaints and answer one. Answering goes
 * through the same service as the API would, so the bettor's history shows the answer and their
 * private channel gets `ComplaintAnswered`.
 */
import type { ComplaintService } from '../support/complaint-service';
import { parseIdArgument } from './arguments';
import type { UsageErrorFactory } from './arguments';

export const SUPPORT_USAGE = `  complaints                         list open complaints, oldest first (one JSON line each)
  answer <complaintId> <answer...>   answer an open complaint; the bettor sees it in their history`;

export interface SupportOpsContext {
  /** The complaints service: needed by the support commands only. */
  complaints?: ComplaintService;
  print(line: string): void;
}

function service(ctx: SupportOpsContext): ComplaintService {
  if (!ctx.complaints) throw new Error('The support commands need the complaints service.');
  return ctx.complaints;
}

/**
 * Runs one support command; returns false when `command` is not one of them. Throws the usage
 * error for a bad command line and ApiError when refused.
 */
export async function runSupportCommand(
  command: string,
  args: readonly string[],
  ctx: SupportOpsContext,
  usageError: UsageErrorFactory,
): Promise<boolean> {
  switch (command) {
    case 'complaints': {
      if (args.length > 0) throw usageError('complaints takes no argument.');
      const open = await service(ctx).open();
      if (open.length === 0) ctx.print('No open complaints.');
      for (const complaint of open) ctx.print(JSON.stringify(complaint));
      return true;
    }
    case 'answer': {
      const [idText, ...words] = args;
      const complaintId = parseIdArgument(idText, 'complaintId', usageError);
      // The answer may come quoted as one argument or unquoted as several words.
      const result = await service(ctx).answer(complaintId, words.join(' '));
      if (!result.notified) {
        ctx.print('warning: the realtime server did not take ComplaintAnswered.');
      }
      ctx.print(JSON.stringify({ username: result.username, ...result.complaint }));
      return true;
    }
    default:
      return false;
  }
}
