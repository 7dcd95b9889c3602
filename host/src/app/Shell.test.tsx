import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish, subscribe } from '@sportsbook/shared/events';
import { renderAppSettled } from '../test/render-app';

beforeEach(() => {
  document.cookie = 'homemodal=1; path=/';
});

describe('the shell', () => {
  it('shows the logo and the header menu of SPEC section 2 with their targets', async () => {
    await renderAppSettled('/');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Sportsbook' }),
    ).toHaveAttribute('href', '/');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['In-Play', '/in-play'],
      ['Advance Match', '/pre-match'],
      ['TV Games', '/'],
      ['Promo', '/'],
      ['Prediction', '/prediction'],
    ]);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(header.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
  });

  it('serves the prediction remote at /prediction', async () => {
    await renderAppSettled('/prediction');
    const shown = (await screen.findAllByTestId('remote')).map((slot) => slot.textContent);
    expect(shown).toContain('prediction/PredictionPage');
  });

  it('marks Advance Match active on every pre-match page', async () => {
    await renderAppSettled('/pre-match/sports/3');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Advance Match' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('fills the sidebar and betslip slots around the home page', async () => {
    await renderAppSettled('/');
    // The betslip loads once the page content has shown (BetslipSlot).
    await waitFor(() => expect(screen.getAllByTestId('remote')).toHaveLength(5));
    const shown = screen.getAllByTestId('remote').map((slot) => slot.textContent);
    expect(shown).toEqual([
      'sports/SportsSidebar',
      'sports/CategoryStrip',
      'sports/LiveHome',
      'sports/UpcomingMatches',
      'betslip/Betslip',
    ]);
    expect(screen.getByRole('heading', { name: /Odds that move/ })).toBeInTheDocument();
  });

  it.each([
    ['/in-play', ['sports/CategoryStrip', 'sports/LiveHome', 'sports/UpcomingMatches']],
    ['/sports/all', ['sports/CategoryStrip', 'sports/LiveHome', 'sports/UpcomingMatches']],
    ['/sports/4', ['sports/CategoryStrip', 'sports/SportPage']],
    ['/pre-match', ['sports/PreMatchPage']],
    ['/pre-match/sports/all', ['sports/PreMatchPage']],
    ['/pre-match/sports/2', ['sports/PreMatchPage']],
    ['/match/17', ['sports/MatchDetailsPage']],
  ])('routes %s to its remote modules', async (path, modules) => {
    await renderAppSettled(path);
    const main = screen.getByRole('main');
    const shown = (await within(main).findAllByTestId('remote')).map((slot) => slot.textContent);
    expect(shown).toEqual(modules);
  });

  it('has the mobile bar with In-Play, Advance Match, Betslip and Sign In', async () => {
    await renderAppSettled('/');
    const bar = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['In-Play', '/in-play'],
      ['Advance Match', '/pre-match'],
      ['Sign In', '/sign-in'],
    ]);
    expect(within(bar).getByRole('button', { name: 'Betslip' })).toBeInTheDocument();
  });

  it('opens the betslip from the mobile bar through the store and the bus', async () => {
    const heard: boolean[] = [];
    const stop = subscribe('betslip:toggle', ({ open }) => heard.push(open));
    const { store } = await renderAppSettled('/');
    const betslipItem = screen.getByRole('button', { name: 'Betslip' });

    await userEvent.click(betslipItem);
    stop();
    expect(store.getState().common.betSlipShow).toBe(true);
    expect(heard).toEqual([true]);
    expect(betslipItem).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('sb-host-betslip')).toHaveAttribute('data-open', 'true');
  });

  it('closes the drawer when the betslip remote announces it closed', async () => {
    const { store } = await renderAppSettled('/');
    await userEvent.click(screen.getByRole('button', { name: 'Betslip' }));
    act(() => publish('betslip:toggle', { open: false }));
    expect(store.getState().common.betSlipShow).toBe(false);
    expect(document.getElementById('sb-host-betslip')).toHaveAttribute('data-open', 'false');
  });

  describe('at 992 px and below', () => {
    beforeEach(() => {
      const list = {
        matches: true,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('moves focus into the open betslip drawer, keeps it there and gives it back on Escape', async () => {
      const user = userEvent.setup();
      const { store } = await renderAppSettled('/');
      const betslipItem = screen.getByRole('button', { name: 'Betslip' });
      betslipItem.focus();
      await user.keyboard('{Enter}');

      const drawer = document.getElementById('sb-host-betslip');
      expect(drawer).toHaveAttribute('data-open', 'true');
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
      await user.tab({ shift: true });
      expect(drawer).toContainElement(document.activeElement as HTMLElement);

      await user.keyboard('{Escape}');
      expect(store.getState().common.betSlipShow).toBe(false);
      expect(betslipItem).toHaveFocus();
    });
  });
});
