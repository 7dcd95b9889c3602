import { SubmitButton } from './SubmitButton';
import { useSubmitBets, type BetsPlan, type SubmitBetsHandlers } from './use-submit-bets';

interface SubmitBetsProps extends SubmitBetsHandlers {
  plan: BetsPlan;
  /** The first stake message while a chosen stake is invalid. */
  stakeProblem: string | null;
  /** A chosen bet's market is locked: nothing is sent until it opens. */
  locked: boolean;
}

/** How many bets a press places, on the button: SPEC's words for one. */
export function submitLabel(count: number): string {
  return count === 1 ? 'Submit Bet' : `Submit ${count} Bets`;
}

/**
 * The Submit button of a slip of several selections (issue 32): it names how many bets a press
 * places, spins while they are sent and lists under it what was not placed, and why.
 */
export function SubmitBets({ plan, stakeProblem, locked, ...handlers }: SubmitBetsProps) {
  const count = plan.singles.length + (plan.multiple ? 1 : 0);
  const { submit, submitting, disabled, notices } = useSubmitBets(
    plan,
    stakeProblem,
    handlers,
    locked || count === 0,
  );
  return (
    <SubmitButton
      label={submitLabel(Math.max(count, 1))}
      submitting={submitting}
      disabled={disabled}
      onSubmit={() => void submit()}
      notices={notices}
    />
  );
}
