import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import './forms.css';

/** What every field of a scaffolded form takes: the form's control and the wire field's name. */
interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Help under the control, while it has no error (e.g. "Minimum 300, maximum 25000 coins."). */
  hint?: ReactNode;
}

/**
 * A label, the control and the field's message under it. The message is tied to the control
 * (`aria-invalid`, `aria-describedby`), so a screen reader reads the problem with the field.
 */
function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`sb-field${error ? ' sb-field--invalid' : ''}`}>
      <label className="sb-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="sb-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="sb-field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A field's value as text: every value of SPEC's forms is text. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/**
 * Wires a control to react-hook-form: its value, changes and focus, and the attributes that tie
 * it to its message (`aria-invalid`, `aria-describedby` naming the error, or else the hint).
 */
function useField<T extends FieldValues>(control: Control<T>, name: Path<T>, hint: ReactNode) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const controlProps = {
    id,
    ref: field.ref,
    name: field.name,
    value: text(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      field.onChange(event.target.value),
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
  return { id, error, controlProps };
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  prefix,
  autoFocus,
  readOnly,
}: FieldProps<T> & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  placeholder?: string;
  /** Shown inside the control before the input, e.g. a country's phone code. */
  prefix?: string;
  autoFocus?: boolean;
  /** Set by the page, not typed (deposit's phone to). */
  readOnly?: boolean;
}) {
  const { id, error, controlProps } = useField(control, name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="sb-field__control">
        {prefix && (
          <span className="sb-field__prefix" data-testid={`${name}-prefix`}>
            {prefix}
          </span>
        )}
        <input
          {...controlProps}
          type={type}
          className="sb-field__input"
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          autoFocus={autoFocus}
          readOnly={readOnly}
        />
      </div>
    </FieldShell>
  );
}

/** A password input with the show/hide toggle of SPEC section 2. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  autoComplete,
}: FieldProps<T> & { autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  const { id, error, controlProps } = useField(control, name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="sb-field__control">
        <input
          {...controlProps}
          type={shown ? 'text' : 'password'}
          className="sb-field__input"
          autoComplete={autoComplete}
        />
        <button
          type="button"
          className="sb-field__toggle"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  options,
  disabled,
  placeholder,
}: FieldProps<T> & {
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Shown as the only option while the list is loading or empty. */
  placeholder?: string;
}) {
  const { id, error, controlProps } = useField(control, name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="sb-field__control">
        <select {...controlProps} className="sb-field__input sb-field__select" disabled={disabled}>
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

/** Several lines of text (a complaint's description). */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  rows = 5,
}: FieldProps<T> & { rows?: number }) {
  const { id, error, controlProps } = useField(control, name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="sb-field__control sb-field__control--multiline">
        <textarea {...controlProps} rows={rows} className="sb-field__input sb-field__textarea" />
      </div>
    </FieldShell>
  );
}

function Eye({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const EyeIcon = () => (
  <Eye>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Eye>
);

const EyeOffIcon = () => (
  <Eye>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.7 8.5 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Eye>
);
