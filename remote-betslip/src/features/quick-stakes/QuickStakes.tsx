import { QUICK_STAKES } from './quick-stakes';
import './quick-stakes.css';

interface QuickStakesProps {
  /** The stake on the slip: the chip of that amount shows as pressed. */
  stake: number;
  /** Sets the stake to the chip's amount; the slip applies SPEC's stake rules to it. */
  onChoose: (amount: number) => void;
  /** The group's name, where a slip shows several stakes (issue 32). */
  label?: string;
}

/** The quick-stake chips beside SPEC's minus and plus buttons. */
export function QuickStakes({ stake, onChoose, label = 'Quick stakes' }: QuickStakesProps) {
  return (
    <div className="sb-quick-stakes" role="group" aria-label={label}>
      {QUICK_STAKES.map((amount) => (
        <button
          key={amount}
          type="button"
          className="sb-quick-stakes__chip"
          aria-label={`Stake ${amount}`}
          aria-pressed={stake === amount}
          onClick={() => onChoose(amount)}
        >
          {amount}
        </button>
      ))}
    </div>
  );
}
