import type { ReactNode } from 'react';
import { useFormState } from './form-state-context';

/**
 * A form's full-width submit button: disabled while its scaffold is locked, with a spinner (read
 * as "Submitting") while the request runs.
 */
export function SubmitButton({
  children,
  disabled = false,
}: {
  children: ReactNode;
  /** Disabled for a reason of the page's own, e.g. lists that have not loaded. */
  disabled?: boolean;
}) {
  const { busy, locked } = useFormState();
  return (
    <button
      type="submit"
      className="sb-btn sb-form__submit"
      disabled={locked || disabled}
      aria-busy={busy}
    >
      {busy && <span className="sb-spinner-inline" role="status" aria-label="Submitting" />}
      {children}
    </button>
  );
}
