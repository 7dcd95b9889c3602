import { PREDICTION_QUICK_STAKES } from '@sportsbook/shared/contracts';
import { digitsOnly } from './stake-rules';

/** The stake box (digits only) and the quick-pick stakes of SPEC section 9. */
export function StakeBox({
  stake,
  onChange,
}: {
  stake: string;
  onChange: (stake: string) => void;
}) {
  return (
    <div className="sb-pred-stake">
      <label className="sb-pred-label" htmlFor="sb-pred-stake-input">
        Stake (coins)
      </label>
      <input
        id="sb-pred-stake-input"
        className="sb-pred-stake__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={stake}
        onChange={(event) => onChange(digitsOnly(event.target.value))}
      />
      <div className="sb-pred-stake__quick" role="group" aria-label="Quick stakes">
        {PREDICTION_QUICK_STAKES.map((amount) => (
          <button
            key={amount}
            type="button"
            className="sb-pred-stake__pick"
            aria-pressed={stake === String(amount)}
            onClick={() => onChange(String(amount))}
          >
            {amount}
          </button>
        ))}
      </div>
    </div>
  );
}
