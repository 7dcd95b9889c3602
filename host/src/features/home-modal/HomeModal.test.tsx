import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-app';
import { HomeModal } from './HomeModal';
import { HOME_MODAL_COOKIE, hasHomeModalCookie } from './home-modal-cookie';
import { PAGE_CONTENT_MAX_WAIT_MS } from './use-after-page-content';

function clearCookie() {
  document.cookie = `${HOME_MODAL_COOKIE}=; path=/; max-age=0`;
}

describe('HomeModal', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('shows until the homemodal cookie exists', () => {
    renderWithProviders(<HomeModal />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Sportsbook' })).toBeInTheDocument();
  });

  it('stays hidden when the homemodal cookie exists', () => {
    document.cookie = `${HOME_MODAL_COOKIE}=1; path=/`;
    renderWithProviders(<HomeModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets the cookie when closed, so it does not come back', async () => {
    const first = renderWithProviders(<HomeModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasHomeModalCookie()).toBe(true);

    first.unmount();
    renderWithProviders(<HomeModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape too', async () => {
    renderWithProviders(<HomeModal />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasHomeModalCookie()).toBe(true);
  });

  it('takes focus when it opens, keeps it inside and gives it back when it closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <HomeModal />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Sportsbook' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    // Tab and Shift+Tab cycle through the dialog's own controls only.
    const stops: (Element | null)[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      stops.push(document.activeElement);
    }
    expect(stops.every((element) => dialog.contains(element))).toBe(true);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasHomeModalCookie()).toBe(true);
  });

  it('returns focus to the element that had it before it opened', async () => {
    const user = userEvent.setup();
    const before = document.createElement('button');
    before.textContent = 'Opener';
    document.body.append(before);
    before.focus();
    renderWithProviders(<HomeModal />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(before).toHaveFocus();
    before.remove();
  });

  describe("waiting for the page's own content", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A main element with a loading placeholder, as the shell's slots show one. */
    function pageWithPlaceholder() {
      const main = document.createElement('main');
      const placeholder = document.createElement('div');
      placeholder.setAttribute('role', 'status');
      placeholder.setAttribute('aria-busy', 'true');
      main.append(placeholder);
      document.body.append(main);
      const ref = createRef<HTMLElement>();
      (ref as { current: HTMLElement | null }).current = main;
      return { main, placeholder, ref };
    }

    it('opens after the content has loaded and had a frame to paint, not before', async () => {
      const { main, placeholder, ref } = pageWithPlaceholder();
      renderWithProviders(<HomeModal pageContent={ref} />);
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const list = document.createElement('ul');
      // The observer's callback is a microtask: an async act lets it run.
      await act(async () => {
        placeholder.replaceWith(list);
      });
      // Not in the same frame as the content: it opens after that frame.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(50));
      expect(screen.getByRole('dialog', { name: 'Welcome to Sportsbook' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      main.remove();
    });

    it('waits while a new placeholder replaces the old one (a remote showing its own loading list)', async () => {
      const { main, placeholder, ref } = pageWithPlaceholder();
      renderWithProviders(<HomeModal pageContent={ref} />);
      const next = placeholder.cloneNode() as HTMLElement;
      await act(async () => {
        placeholder.replaceWith(next);
      });
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => {
        next.setAttribute('aria-busy', 'false');
      });
      act(() => jest.advanceTimersByTime(50));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      main.remove();
    });

    it('opens when the content takes longer than the longest wait', () => {
      const { main, ref } = pageWithPlaceholder();
      renderWithProviders(<HomeModal pageContent={ref} />);
      act(() => jest.advanceTimersByTime(PAGE_CONTENT_MAX_WAIT_MS - 1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      main.remove();
    });

    it('opens at the first key press if the content is still loading, and takes that key', () => {
      const { main, ref } = pageWithPlaceholder();
      const link = document.createElement('a');
      link.href = '#somewhere';
      main.append(link);
      link.focus();
      renderWithProviders(<HomeModal pageContent={ref} />);
      const pressed = jest.fn();
      link.addEventListener('keydown', pressed);

      const notPrevented = fireEvent.keyDown(link, { key: 'Enter' });
      expect(notPrevented).toBe(false);
      expect(pressed).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      main.remove();
    });

    it('opens at the first press, and that press does not close it', () => {
      const { main, ref } = pageWithPlaceholder();
      renderWithProviders(<HomeModal pageContent={ref} />);
      fireEvent.pointerDown(main);
      const dialog = screen.getByRole('dialog');
      // The release lands on the overlay that appeared under the pointer.
      const overlay = dialog.parentElement as HTMLElement;
      fireEvent.click(overlay);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(hasHomeModalCookie()).toBe(false);

      // A press and release on the overlay itself still closes it.
      fireEvent.pointerDown(overlay);
      fireEvent.click(overlay);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(hasHomeModalCookie()).toBe(true);
      main.remove();
    });

    it('never opens when the cookie exists, whatever the page does', () => {
      document.cookie = `${HOME_MODAL_COOKIE}=1; path=/`;
      const { main, placeholder, ref } = pageWithPlaceholder();
      renderWithProviders(<HomeModal pageContent={ref} />);
      act(() => {
        placeholder.remove();
      });
      fireEvent.keyDown(main, { key: 'Tab' });
      act(() => jest.runAllTimers());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      main.remove();
    });
  });
});
