import type { BetIntent } from './bet-attempts';
import { SubmitButton } from './SubmitButton';
import { useSubmitBet } from './use-submit-bet';

interface SubmitBetProps {
  bet: BetIntent;
  /** The stake message while the stake is invalid; a logged-in submission waits for a fix. */
  stakeProblem: string | null;
  /** Called with the server's message after the bet is placed; the slip empties. */
  onPlaced: (message: string) => void;
  /** Called with the current odds when the server refused a price that had moved. */
  onOddsChanged: (odds: number) => void;
  /** The market is locked: Submit Bet is disabled until it opens again. */
  locked?: boolean;
  /** Called when the server refused the bet because the market is locked. */
  onMarketLocked?: () => void;
}

/**
 * The Submit Bet button with its spinner. The last problem also shows inside the slip, so it is
 * seen even where no toasts are shown (the remote alone, or a host without them).
 */
export function SubmitBet({
  bet,
  stakeProblem,
  onPlaced,
  onOddsChanged,
  locked,
  onMarketLocked,
}: SubmitBetProps) {
  const { submit, submitting, disabled, notice } = useSubmitBet(
    bet,
    stakeProblem,
    onPlaced,
    onOddsChanged,
    locked,
    onMarketLocked,
  );
  return (
    <SubmitButton
      label="Submit Bet"
      submitting={submitting}
      disabled={disabled}
      onSubmit={() => void submit()}
      notices={notice ? [notice] : []}
    />
  );
}
