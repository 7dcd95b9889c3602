import { DURATION_LABELS } from '@sportsbook/shared/contracts';

type Duration = keyof typeof DURATION_LABELS;

/** The lengths a break is offered in, as radio buttons under a legend. */
export function DurationChoices<D extends Duration>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  choices: readonly D[];
  value: D;
  onChange: (choice: D) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="sb-safer__choices" disabled={disabled}>
      <legend className="sb-field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="sb-safer__choice">
          <input
            type="radio"
            name="duration"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {DURATION_LABELS[choice]}
        </label>
      ))}
    </fieldset>
  );
}
