import { useEffect, useId, type ReactNode } from 'react';
import './Betslip.css';

interface SlipPanelProps {
  /** Open on mobile; on desktop the panel always shows in the right column. */
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The panel titled Betslip. Above 992 px it sits in the host's right column; at 992 px and below
 * it fills the off-canvas frame the slot gives it, draws an overlay over the page, and closes by
 * the overlay, the close icon or Escape.
 */
export function SlipPanel({ open, count, busy, onClose, children }: SlipPanelProps) {
  const titleId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      {open && <div className="sb-slip-overlay" aria-hidden="true" onClick={onClose} />}
      {/* A region, not an aside: the host's slot around it is already the complementary landmark. */}
      <section
        className={`sb-slip${open ? ' sb-slip--open' : ''}`}
        aria-labelledby={titleId}
        aria-busy={busy}
        data-open={open}
      >
        <header className="sb-slip__header">
          <h2 id={titleId} className="sb-slip__title">
            Betslip
          </h2>
          <span
            className={`sb-slip__count${count === 0 ? ' sb-slip__count--empty' : ''}`}
            title="Bets on the slip"
          >
            {count}
          </span>
          {busy && <span className="sb-spinner-inline sb-slip__busy" aria-hidden="true" />}
          <button
            type="button"
            className="sb-slip__close"
            aria-label="Close betslip"
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <div className="sb-slip__body">{children}</div>
      </section>
    </>
  );
}
