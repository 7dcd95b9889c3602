import { useId, useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import './forms.css';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, the control and the field's message under it. */
function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className={`sb-host-field${error ? ' sb-host-field--invalid' : ''}`}>
      <label className="sb-host-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="sb-host-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && <p className="sb-host-field__hint">{hint}</p>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  placeholder?: string;
  /** Shown inside the control before the input, e.g. a country's phone code. */
  prefix?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
}

/** A text input with its label and message; the message is tied to the input for screen readers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  prefix,
  hint,
  autoFocus,
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="sb-host-field__control">
        {prefix && (
          <span className="sb-host-field__prefix" data-testid={`${name}-prefix`}>
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type={type}
          className="sb-host-field__input"
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FieldShell>
  );
}

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with the show/hide toggle of SPEC section 2. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
}: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="sb-host-field__control">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          className="sb-host-field__input"
          value={value}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="sb-host-field__toggle"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </FieldShell>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  disabled?: boolean;
  /** Shown as the only option while the list is loading or empty. */
  placeholder?: string;
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
  disabled,
  placeholder,
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="sb-host-field__control">
        <select
          id={id}
          name={name}
          className="sb-host-field__input sb-host-field__select"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.length === 0 && <option value="">{placeholder ?? ''}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}
