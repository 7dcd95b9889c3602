import type { BetSubmission } from './submit-bet';
import { useSubmitBet } from './use-submit-bet';

interface SubmitBetProps {
  bet: Omit<BetSubmission, 'idempotencyKey'>;
  /** The stake message while the stake is invalid; a logged-in submission waits for a fix. */
  stakeProblem: string | null;
  /** Called after the bet is placed; the slip empties. */
  onPlaced: () => void;
}

/**
 * The Submit Bet button with its spinner. The last problem also shows inside the slip, so it is
 * seen even where no toasts are shown (the remote alone, or a host without them).
 */
export function SubmitBet({ bet, stakeProblem, onPlaced }: SubmitBetProps) {
  const { submit, submitting, disabled, notice } = useSubmitBet(bet, stakeProblem, onPlaced);
  return (
    <div className="sb-slip-submit">
      <button
        type="button"
        className="sb-slip-submit__button"
        disabled={disabled}
        aria-busy={submitting}
        onClick={() => void submit()}
      >
        {submitting && <span className="sb-spinner-inline" role="status" aria-label="Submitting" />}
        Submit Bet
      </button>
      {notice && (
        <p className="sb-slip-notice sb-slip-notice--error" role="alert">
          {notice}
        </p>
      )}
    </div>
  );
}
