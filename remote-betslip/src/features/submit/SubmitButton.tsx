import type { SubmitNotice } from './use-submit-press';

interface SubmitButtonProps {
  label: string;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
  notices: readonly SubmitNotice[];
}

/**
 * The submit button with its spinner, and what the last press left to say under it (also shown
 * where no toasts are: the remote alone, or a host without them).
 */
export function SubmitButton({
  label,
  submitting,
  disabled,
  onSubmit,
  notices,
}: SubmitButtonProps) {
  return (
    <div className="sb-slip-submit">
      <button
        type="button"
        className="sb-slip-submit__button"
        disabled={disabled}
        aria-busy={submitting}
        onClick={onSubmit}
      >
        {submitting && <span className="sb-spinner-inline" role="status" aria-label="Submitting" />}
        {label}
      </button>
      {notices.map((notice) => (
        <p
          key={notice.text}
          className={`sb-slip-notice sb-slip-notice--${notice.tone}`}
          role="alert"
        >
          {notice.text}
        </p>
      ))}
    </div>
  );
}
