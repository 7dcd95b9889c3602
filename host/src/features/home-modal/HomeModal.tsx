import { useCallback, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon, LiveIcon, TicketIcon, CalendarIcon } from '../../common/icons';
import { useFocusTrap } from '../../common/use-focus-trap';
import { hasHomeModalCookie, setHomeModalCookie } from './home-modal-cookie';
import { useAfterPageContent } from './use-after-page-content';
import '../../common/modal.css';
import './home-modal.css';

/**
 * The welcome modal of SPEC section 1: shown until the `homemodal` cookie exists; closing it (the
 * close icon, the button, Escape or a click outside) sets the cookie. While open it keeps focus
 * inside (starting on the close icon) and gives it back to where it was when it closes.
 *
 * It opens once the page's own content (`pageContent`, the shell's main element) has painted, or
 * at the visitor's first interaction if that comes first (SPEC-READINGS.md "The home modal"; the
 * host README says why). That interaction is the modal's: a key or a press made before it
 * appeared does not act on the page under it.
 */
export function HomeModal({ pageContent }: { pageContent?: RefObject<HTMLElement | null> }) {
  const [wanted, setWanted] = useState(() => !hasHomeModalCookie());
  const takeInteraction = useCallback((event: Event) => {
    if (event.type !== 'wheel') event.preventDefault();
    if (event.type === 'keydown') event.stopPropagation();
  }, []);
  const ready = useAfterPageContent(pageContent, wanted, takeInteraction);
  const open = wanted && ready;
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // A press that began outside the overlay (on the page, before the modal appeared) is no click
  // on it: only a press and release on the overlay itself closes the modal.
  const pressedOverlay = useRef(false);

  const close = useCallback(() => {
    setHomeModalCookie();
    setWanted(false);
  }, []);

  useFocusTrap(dialog, open, { onEscape: close, initialFocus: closeButton });

  if (!open) return null;
  return (
    <div
      className="sb-host-modal"
      onPointerDown={(event) => {
        pressedOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOverlay.current) close();
        pressedOverlay.current = false;
      }}
    >
      <div
        ref={dialog}
        className="sb-host-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sb-host-modal-title"
      >
        <button
          ref={closeButton}
          type="button"
          className="sb-host-modal__close"
          aria-label="Close"
          onClick={close}
        >
          <CloseIcon size={18} />
        </button>
        <div className="sb-host-modal__hero" aria-hidden="true">
          <span className="sb-host-modal__ring" />
          <span className="sb-host-modal__ring sb-host-modal__ring--2" />
          <span className="sb-host-modal__kicker">Welcome</span>
        </div>
        <div className="sb-host-modal__body">
          <h2 id="sb-host-modal-title" className="sb-host-modal__title">
            Welcome to Sportsbook
          </h2>
          <ul className="sb-host-modal__points">
            <li>
              <LiveIcon size={18} /> In-play betting on live matches
            </li>
            <li>
              <CalendarIcon size={18} /> Advance matches across every sport
            </li>
            <li>
              <TicketIcon size={18} /> One tap from odds to betslip
            </li>
          </ul>
          <div className="sb-host-modal__actions">
            <Link to="/in-play" className="sb-btn" onClick={close}>
              Start betting
            </Link>
            <button type="button" className="sb-btn sb-btn--ghost" onClick={close}>
              Maybe later
            </button>
          </div>
          <p className="sb-host-modal__small">18+ only. Please bet responsibly.</p>
        </div>
      </div>
    </div>
  );
}
