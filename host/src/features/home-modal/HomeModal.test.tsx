import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-app';
import { HomeModal } from './HomeModal';
import { HOME_MODAL_COOKIE, hasHomeModalCookie } from './home-modal-cookie';

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
});
