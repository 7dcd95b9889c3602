import type { ReactNode } from 'react';

/** A form's full-width submit button with a spinner while the request runs. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="sb-btn sb-host-form__submit"
      disabled={disabled}
      aria-busy={busy}
    >
      {busy && <span className="sb-spinner-inline" role="status" aria-label="Submitting" />}
      {children}
    </button>
  );
}
