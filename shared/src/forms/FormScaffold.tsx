import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorBox } from '../ui/ErrorBox';
import { SuccessPanel } from '../ui/SuccessPanel';
import { FormStateContext } from './form-state-context';
import type { FormScaffold as Scaffold } from './use-form-scaffold';
import './forms.css';

/**
 * A form on the scaffold (use `useFormScaffold`): the Error! box above it, the loading overlay
 * over it while it submits, and in the panel flow the success panel in its place. Children are
 * the fields and a `SubmitButton`.
 */
export function FormScaffold<T extends FieldValues>({
  scaffold,
  children,
  label,
  columns = 1,
  againLabel,
}: {
  scaffold: Scaffold<T>;
  children: ReactNode;
  /** The form's accessible name, when no heading names it. */
  label?: string;
  /** Two columns above 600 px (a long form such as register); `FormRow` spans both. */
  columns?: 1 | 2;
  /** A button on the success panel that shows the form again, e.g. "Make another deposit". */
  againLabel?: string;
}) {
  if (scaffold.successMessage !== null) {
    return (
      <SuccessPanel message={scaffold.successMessage}>
        {againLabel && (
          <button type="button" className="sb-btn sb-btn--ghost" onClick={scaffold.showFormAgain}>
            {againLabel}
          </button>
        )}
      </SuccessPanel>
    );
  }
  return (
    <div className="sb-form">
      {scaffold.failure !== null && (
        <ErrorBox message={scaffold.failure} onClose={scaffold.dismissFailure} />
      )}
      <div className="sb-form__body">
        <form
          className={`sb-form__fields${columns === 2 ? ' sb-form__fields--two' : ''}`}
          noValidate
          aria-label={label}
          aria-busy={scaffold.busy}
          onSubmit={(event) => void scaffold.onSubmit(event)}
        >
          <FormStateContext.Provider value={{ busy: scaffold.busy, locked: scaffold.locked }}>
            {children}
          </FormStateContext.Provider>
        </form>
        {scaffold.busy && (
          <div className="sb-form__overlay" data-testid="form-overlay" aria-hidden="true">
            <span className="sb-loader__spinner" />
          </div>
        )}
      </div>
    </div>
  );
}

/** A row of a two-column form that spans both columns (the submit button, a notice). */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className="sb-form__row">{children}</div>;
}
