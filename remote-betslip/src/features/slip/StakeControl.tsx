import { useId } from 'react';
import { STAKE_STEP } from './stake-rules';

interface StakeControlProps {
  stake: number;
  message: string | null;
  onEnter: (raw: string) => void;
  onStep: (direction: 'down' | 'up') => void;
  /**
   * Whose stake, where a slip shows several (issue 32): "the multiple", a selection's title. It
   * joins the input's and the buttons' names for assistive technology; SPEC's slip has none.
   */
  subject?: string;
}

/** Stake with minus and plus buttons and a number input; the stake message shows under it. */
export function StakeControl({ stake, message, onEnter, onStep, subject }: StakeControlProps) {
  const whose = subject ? ` on ${subject}` : '';
  const inputId = useId();
  const messageId = useId();
  return (
    <div className="sb-slip-stake">
      <label className="sb-slip-stake__label" htmlFor={inputId}>
        Stake
        {subject && <span className="sb-visually-hidden">{whose}</span>}
      </label>
      <div className={`sb-slip-stake__control${message ? ' sb-slip-stake__control--invalid' : ''}`}>
        <button
          type="button"
          className="sb-slip-stake__step"
          aria-label={`Decrease stake${whose} by ${STAKE_STEP}`}
          onClick={() => onStep('down')}
        >
          −
        </button>
        <input
          id={inputId}
          className="sb-slip-stake__input"
          type="number"
          inputMode="decimal"
          min={0}
          step={STAKE_STEP}
          value={stake}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onEnter(event.target.value)}
        />
        <button
          type="button"
          className="sb-slip-stake__step"
          aria-label={`Increase stake${whose} by ${STAKE_STEP}`}
          onClick={() => onStep('up')}
        >
          +
        </button>
      </div>
      {message && (
        <p id={messageId} className="sb-slip-stake__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
