import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { fetchEventDetails } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type {
  Bet,
  BetEventDetails,
  MatchBetUpdatePayload,
  OddsChangePayload,
} from '@sportsbook/shared/contracts';
import { publish, subscribe } from '@sportsbook/shared/events';
import { onMatchBetUpdate, onOddsChange } from '@sportsbook/shared/realtime';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { testBet } from '../common/test-bet';
import Betslip from './Betslip';

// Placing bets is covered in Betslip.submit.test.tsx; here only the logged-out guard is pressed.
jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchEventDetails: jest.fn(),
  placeBet: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => ({
  onOddsChange: jest.fn(),
  onMatchBetUpdate: jest.fn(),
}));

const fetchEventDetailsMock = jest.mocked(fetchEventDetails);
const onOddsChangeMock = jest.mocked(onOddsChange);
const onMatchBetUpdateMock = jest.mocked(onMatchBetUpdate);

let oddsHandlers: ((payload: OddsChangePayload) => void)[] = [];
let unsubscribeOdds: jest.Mock;
let marketHandlers: ((payload: MatchBetUpdatePayload) => void)[] = [];
let unsubscribeMarkets: jest.Mock;
let toggles: boolean[] = [];
let stopToggles: () => void;

function setWidth(px: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

function renderSlip({ loggedIn = false } = {}): SessionStore {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn, accessToken: null, refreshToken: null, user: null },
  });
  render(
    <Provider store={store}>
      <Betslip />
    </Provider>,
  );
  return store;
}

/** Picks a bet event as remote-sports does, and waits for the slip to show it. */
async function pick(bet: BetEventDetails = testBet()): Promise<void> {
  fetchEventDetailsMock.mockResolvedValueOnce(bet);
  act(() => publish('bet:select', { betEventId: bet.id }));
  await screen.findByText(bet.bet_event_title);
}

/** The value shown beside a label of the totals ("Overall odds", "Possible Win"). */
function totalOf(label: string): string {
  const row = screen.getByText(label).closest('div');
  if (!row) throw new Error(`no row for ${label}`);
  return row.querySelector('dd')?.textContent ?? '';
}

function stakeInput(): HTMLInputElement {
  return screen.getByRole('spinbutton', { name: 'Stake' });
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Betslip' });
}

beforeEach(() => {
  fetchEventDetailsMock.mockReset();
  oddsHandlers = [];
  unsubscribeOdds = jest.fn();
  onOddsChangeMock.mockReset().mockImplementation((handler) => {
    oddsHandlers.push(handler);
    return unsubscribeOdds;
  });
  marketHandlers = [];
  unsubscribeMarkets = jest.fn();
  onMatchBetUpdateMock.mockReset().mockImplementation((handler) => {
    marketHandlers.push(handler);
    return unsubscribeMarkets;
  });
  window.scrollTo = jest.fn();
  setWidth(1280);
  toggles = [];
  stopToggles = subscribe('betslip:toggle', ({ open }) => toggles.push(open));
});

afterEach(() => stopToggles());

describe('Betslip', () => {
  it('is a panel titled Betslip that asks for a bet while empty', () => {
    renderSlip();
    expect(screen.getByRole('heading', { name: 'Betslip' })).toBeInTheDocument();
    expect(screen.getByText('Please take any bet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Bet' })).not.toBeInTheDocument();
  });

  it('loads the picked bet event and shows every field of the active bet', async () => {
    const store = renderSlip();
    await pick();

    expect(fetchEventDetailsMock).toHaveBeenCalledWith(501, expect.any(AbortSignal));
    expect(screen.queryByText('Please take any bet')).not.toBeInTheDocument();
    expect(screen.getByText('Stake range: 20 - 5000')).toBeInTheDocument();
    expect(screen.getByText('IPL 2025 · Match 12')).toBeInTheDocument();
    expect(screen.getByText('Mumbai Indians')).toBeInTheDocument();
    expect(screen.getByText('Chennai Super Kings')).toBeInTheDocument();
    expect(screen.getByText('Match Winner')).toBeInTheDocument();
    expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('1.85')).toBeInTheDocument();
    expect(totalOf('Overall odds')).toBe('1.85');
    expect(stakeInput()).toHaveValue(20);
    expect(screen.getByRole('button', { name: 'Decrease stake by 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase stake by 5' })).toBeInTheDocument();
    expect(totalOf('Possible Win')).toBe('37.00');
    expect(screen.getByRole('button', { name: 'Submit Bet' })).toBeEnabled();
    // Opening the slip is told to the session store and to the host on the bus.
    expect(store.getState().common.betSlipShow).toBe(true);
    expect(toggles).toEqual([true]);
    expect(panel()).toHaveAttribute('data-open', 'true');
  });

  it('shows odds with two decimals', async () => {
    renderSlip();
    await pick(testBet({ bet_ratio: 2.5 }));
    expect(totalOf('Overall odds')).toBe('2.50');
    expect(totalOf('Possible Win')).toBe('50.00');
  });

  it('does not take a bet whose market is locked', async () => {
    const store = renderSlip();
    fetchEventDetailsMock.mockResolvedValueOnce(testBet({ bet_status: 0 }));
    act(() => publish('bet:select', { betEventId: 501 }));

    expect(await screen.findByText(/This bet is locked right now/)).toBeInTheDocument();
    expect(screen.getByText('Please take any bet')).toBeInTheDocument();
    expect(screen.queryByText('Mumbai to win')).not.toBeInTheDocument();
    expect(store.getState().common.betSlipShow).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('says so when the bet event cannot be loaded', async () => {
    renderSlip();
    fetchEventDetailsMock.mockRejectedValueOnce(new Error('Network down'));
    act(() => publish('bet:select', { betEventId: 501 }));
    expect(await screen.findByText('Could not load this bet. Please try again.')).toBeVisible();
    expect(screen.getByText('Please take any bet')).toBeInTheDocument();
  });

  it('keeps the latest pick when an earlier one answers later', async () => {
    renderSlip();
    let answerFirst: (bet: BetEventDetails) => void = () => undefined;
    fetchEventDetailsMock.mockImplementationOnce(
      () => new Promise((resolve) => (answerFirst = resolve)),
    );
    act(() => publish('bet:select', { betEventId: 501 }));
    const later = { ...testBet({ id: 502 }), bet_event_title: 'Chennai to win' };
    await pick(later);

    await act(async () => answerFirst(testBet()));
    expect(screen.getByText('Chennai to win')).toBeInTheDocument();
    expect(screen.queryByText('Mumbai to win')).not.toBeInTheDocument();
  });

  describe("from the odds button's details (shared 2.10.0, issue 33)", () => {
    /** An answer the test gives when it wants to. */
    function holdAnswer(): (bet: BetEventDetails | Error) => void {
      let answer: (bet: BetEventDetails | Error) => void = () => undefined;
      fetchEventDetailsMock.mockImplementationOnce(
        () =>
          new Promise((resolve, reject) => {
            answer = (bet) => (bet instanceof Error ? reject(bet) : resolve(bet));
          }),
      );
      return (bet) => answer(bet);
    }

    /** The slip has asked the server to confirm the pick (after the pick has painted). */
    async function confirmationAsked(): Promise<void> {
      await waitFor(() =>
        expect(fetchEventDetailsMock).toHaveBeenLastCalledWith(501, expect.any(AbortSignal)),
      );
    }

    it('shows the pick at once, before the answer, with its odds and stake box', async () => {
      renderSlip();
      holdAnswer();
      act(() => publish('bet:select', { betEventId: 501, details: testBet() }));

      expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
      expect(totalOf('Overall odds')).toBe('1.85');
      expect(stakeInput()).toHaveValue(20);
      expect(screen.getByText('Stake range: 20 - 5000')).toBeInTheDocument();
      // The request, the scroll up and (above 992 px, where the slip is always in view) the
      // opening wait for the pick's paint, out of the click's task.
      expect(fetchEventDetailsMock).not.toHaveBeenCalled();
      expect(window.scrollTo).not.toHaveBeenCalled();
      expect(toggles).toEqual([]);
      // Still confirmed by the server's answer, opened, and the page goes up above 992 px.
      await confirmationAsked();
      expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      expect(toggles).toEqual([true]);
      expect(panel()).toHaveAttribute('data-open', 'true');
    });

    it('opens the drawer at once at 992 px and below, where opening is what shows the pick', () => {
      setWidth(992);
      const store = renderSlip();
      holdAnswer();
      act(() => publish('bet:select', { betEventId: 501, details: testBet() }));

      expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
      expect(store.getState().common.betSlipShow).toBe(true);
      expect(toggles).toEqual([true]);
      expect(panel()).toHaveAttribute('data-open', 'true');
      expect(fetchEventDetailsMock).not.toHaveBeenCalled();
    });

    it("lets the answer win when it differs: the server's odds and cash limit, the stake kept", async () => {
      const user = userEvent.setup();
      renderSlip();
      const answer = holdAnswer();
      act(() => publish('bet:select', { betEventId: 501, details: testBet() }));
      await user.clear(stakeInput());
      await user.type(stakeInput(), '300');
      await confirmationAsked();

      await act(async () => answer(testBet({ bet_ratio: 2.1, cash_limit: 1000 })));
      expect(totalOf('Overall odds')).toBe('2.10');
      expect(screen.getByText('Stake range: 20 - 1000')).toBeInTheDocument();
      expect(stakeInput()).toHaveValue(300);
    });

    it('takes the pick back when the answer says its market is locked, keeping the bet before it', async () => {
      renderSlip();
      await pick({ ...testBet({ id: 502, bet_ratio: 3 }), bet_event_title: 'Chennai to win' });
      const answer = holdAnswer();
      act(() => publish('bet:select', { betEventId: 501, details: testBet() }));
      expect(totalOf('Overall odds')).toBe('1.85');

      await confirmationAsked();
      await act(async () => answer(testBet({ bet_status: 0 })));
      expect(await screen.findByText(/This bet is locked right now/)).toBeInTheDocument();
      // The bet that was on the slip before is back; the refused pick is gone.
      expect(screen.getByText('Chennai to win')).toBeInTheDocument();
      expect(screen.queryByText('Mumbai to win')).not.toBeInTheDocument();
      expect(totalOf('Overall odds')).toBe('3.00');
    });

    it('takes the pick back when the answer does not come', async () => {
      renderSlip();
      const answer = holdAnswer();
      act(() => publish('bet:select', { betEventId: 501, details: testBet() }));
      await confirmationAsked();
      await act(async () => answer(new Error('Network down')));
      expect(await screen.findByText('Could not load this bet. Please try again.')).toBeVisible();
      expect(screen.getByText('Please take any bet')).toBeInTheDocument();
    });

    it('waits for the answer, as before, when the details are of another bet event, partial or locked', () => {
      renderSlip();
      const partial: unknown = { ...testBet(), bets: { ...testBet().bets, cash_limit: '5000' } };
      const sent: unknown[] = [
        testBet({ id: 999 }),
        partial,
        testBet({ bet_status: 0 }),
        'not details',
      ];
      for (const details of sent) {
        holdAnswer();
        // What a sports remote of another build may send: checked, not trusted.
        act(() => publish('bet:select', { betEventId: 501, details: details as BetEventDetails }));
        expect(screen.queryByText('Mumbai to win')).not.toBeInTheDocument();
      }
    });

    it('works from the id alone when a sports remote older than 2.10.0 sends no details', async () => {
      renderSlip();
      const answer = holdAnswer();
      act(() => publish('bet:select', { betEventId: 501 }));
      expect(screen.queryByText('Mumbai to win')).not.toBeInTheDocument();
      await act(async () => answer(testBet()));
      expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
    });
  });

  it('moves the stake by 5 with minus and plus, never below 0', async () => {
    const user = userEvent.setup();
    renderSlip();
    await pick();
    const minus = screen.getByRole('button', { name: 'Decrease stake by 5' });
    const plus = screen.getByRole('button', { name: 'Increase stake by 5' });

    await user.click(plus);
    expect(stakeInput()).toHaveValue(25);
    expect(totalOf('Possible Win')).toBe('46.25');

    await user.click(minus);
    await user.click(minus);
    expect(stakeInput()).toHaveValue(15);
    expect(screen.getByText('Stake Should not be less than 20.')).toBeInTheDocument();

    await user.click(minus);
    await user.click(minus);
    await user.click(minus);
    await user.click(minus);
    expect(stakeInput()).toHaveValue(0);
  });

  it('says exactly that a stake below 20 is too low and offers no win for it', async () => {
    const user = userEvent.setup();
    renderSlip();
    await pick();
    await user.clear(stakeInput());
    await user.type(stakeInput(), '15');

    expect(stakeInput()).toHaveValue(15);
    expect(screen.getByText('Stake Should not be less than 20.')).toBeInTheDocument();
    // Tied to the input, so a screen reader reads it with the stake.
    expect(stakeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(stakeInput()).toHaveAccessibleDescription('Stake Should not be less than 20.');
    expect(totalOf('Possible Win')).toBe('0.00');

    await user.clear(stakeInput());
    await user.type(stakeInput(), '25');
    expect(stakeInput()).not.toHaveAttribute('aria-invalid');
    expect(stakeInput()).not.toHaveAccessibleDescription();
  });

  it('turns a typed value not above 0 into 0', async () => {
    renderSlip();
    await pick();
    // jsdom's number input drops a lone "-" while typing, so the value a browser reports for
    // "-7" is sent directly.
    fireEvent.change(stakeInput(), { target: { value: '-7' } });

    expect(stakeInput()).toHaveValue(0);
    expect(totalOf('Possible Win')).toBe('0.00');
  });

  it('sets a stake above the cash limit to the limit and says exactly why', async () => {
    const user = userEvent.setup();
    renderSlip();
    await pick(testBet({ cash_limit: 300 }));
    await user.clear(stakeInput());
    await user.type(stakeInput(), '450');

    expect(stakeInput()).toHaveValue(300);
    expect(screen.getByText('Stake should not be greater than 300.')).toBeInTheDocument();
    expect(totalOf('Possible Win')).toBe('555.00');
  });

  describe('quick stakes', () => {
    it("sets the stake to a chip's amount, shows that chip pressed, and the win follows", async () => {
      const user = userEvent.setup();
      renderSlip();
      await pick();
      const chips = within(screen.getByRole('group', { name: 'Quick stakes' }));
      expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
        '50',
        '100',
        '500',
        '1000',
      ]);

      await user.click(chips.getByRole('button', { name: 'Stake 500' }));
      expect(stakeInput()).toHaveValue(500);
      expect(chips.getByRole('button', { name: 'Stake 500' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(chips.getByRole('button', { name: 'Stake 50' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(totalOf('Possible Win')).toBe('925.00');

      // SPEC's plus still adds 5 to what the chip set.
      await user.click(screen.getByRole('button', { name: 'Increase stake by 5' }));
      expect(stakeInput()).toHaveValue(505);
      expect(chips.getByRole('button', { name: 'Stake 500' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('follows the stake rules: above the cash limit the stake is the limit, with its message', async () => {
      const user = userEvent.setup();
      renderSlip();
      await pick(testBet({ cash_limit: 300 }));
      await user.click(screen.getByRole('button', { name: 'Stake 1000' }));

      expect(stakeInput()).toHaveValue(300);
      expect(stakeInput()).toHaveAccessibleDescription('Stake should not be greater than 300.');
      expect(totalOf('Possible Win')).toBe('555.00');

      // A chip within the limit clears the message.
      await user.click(screen.getByRole('button', { name: 'Stake 100' }));
      expect(stakeInput()).toHaveValue(100);
      expect(stakeInput()).not.toHaveAttribute('aria-invalid');
    });

    it('is reached and pressed by keyboard alone', async () => {
      const user = userEvent.setup();
      renderSlip();
      await pick();
      stakeInput().focus();
      await user.tab(); // the plus button
      await user.tab();
      expect(screen.getByRole('button', { name: 'Stake 50' })).toHaveFocus();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(stakeInput()).toHaveValue(100);
      await user.tab();
      await user.keyboard(' ');
      expect(stakeInput()).toHaveValue(500);
    });
  });

  it('shows the possible win as odds times stake to 2 decimals', async () => {
    const user = userEvent.setup();
    renderSlip();
    await pick(testBet({ bet_ratio: 1.37 }));
    await user.clear(stakeInput());
    await user.type(stakeInput(), '33');

    expect(totalOf('Possible Win')).toBe('45.21');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empties and closes when the bet is removed', async () => {
    const user = userEvent.setup();
    const store = renderSlip();
    await pick();
    await user.click(screen.getByRole('button', { name: 'Remove bet' }));

    expect(screen.getByText('Please take any bet')).toBeInTheDocument();
    expect(screen.queryByText('Mumbai to win')).not.toBeInTheDocument();
    expect(store.getState().common.betSlipShow).toBe(false);
    expect(toggles).toEqual([true, false]);
  });

  it('empties and closes on bet:clear', async () => {
    const store = renderSlip();
    await pick();
    act(() => publish('bet:clear', {}));

    expect(screen.getByText('Please take any bet')).toBeInTheDocument();
    expect(store.getState().common.betSlipShow).toBe(false);
  });

  it('starts again at the default stake for the next bet', async () => {
    const user = userEvent.setup();
    renderSlip();
    await pick();
    await user.click(screen.getByRole('button', { name: 'Increase stake by 5' }));
    act(() => publish('bet:clear', {}));
    await pick();
    expect(stakeInput()).toHaveValue(20);
  });

  describe('on mobile (992 px and below)', () => {
    beforeEach(() => setWidth(390));

    it('opens and closes from the mobile bar through betslip:toggle', () => {
      const store = renderSlip();
      expect(panel()).toHaveAttribute('data-open', 'false');

      act(() => publish('betslip:toggle', { open: true }));
      expect(store.getState().common.betSlipShow).toBe(true);
      expect(panel()).toHaveAttribute('data-open', 'true');
      expect(screen.getByText('Please take any bet')).toBeInTheDocument();

      act(() => publish('betslip:toggle', { open: false }));
      expect(store.getState().common.betSlipShow).toBe(false);
      expect(panel()).toHaveAttribute('data-open', 'false');
    });

    it('closes on a click on the overlay and tells the host', async () => {
      const user = userEvent.setup();
      const store = renderSlip();
      await pick();
      const overlay = document.querySelector('.sb-slip-overlay');
      if (!overlay) throw new Error('no overlay while the slip is open');

      await user.click(overlay);
      expect(store.getState().common.betSlipShow).toBe(false);
      expect(toggles).toEqual([true, false]);
      expect(document.querySelector('.sb-slip-overlay')).toBeNull();
      // Closing hides the panel; the bet stays on the slip.
      expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
    });

    it('closes with the close icon and with Escape', async () => {
      const user = userEvent.setup();
      const store = renderSlip();
      await pick();
      await user.click(screen.getByRole('button', { name: 'Close betslip' }));
      expect(store.getState().common.betSlipShow).toBe(false);
      expect(toggles).toEqual([true, false]);

      act(() => publish('betslip:toggle', { open: true }));
      await user.keyboard('{Escape}');
      expect(store.getState().common.betSlipShow).toBe(false);
    });

    it('does not scroll the page when a bet is picked', async () => {
      renderSlip();
      await pick();
      expect(window.scrollTo).not.toHaveBeenCalled();
    });
  });

  it('scrolls to the top when a bet is picked above 992 px', async () => {
    renderSlip();
    await pick();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('does not scroll at exactly 992 px', async () => {
    setWidth(992);
    renderSlip();
    await pick();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('asks a logged-out user to log in on Submit Bet, in a toast and in the slip', async () => {
    const user = userEvent.setup();
    const store = renderSlip({ loggedIn: false });
    await pick();
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please Log In!');
    expect(store.getState().message).toMatchObject({ type: 'error', title: 'Please Log In!' });
    expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
  });

  describe('live odds', () => {
    it('shows the new odds of its bet with an up or down mark, and the win follows', async () => {
      renderSlip();
      await pick();
      expect(onOddsChangeMock).toHaveBeenCalledTimes(1);

      act(() =>
        oddsHandlers.forEach((handler) =>
          handler({ betId: 77, data: [{ id: 501, bet_ratio: 2.1 }] }),
        ),
      );
      expect(totalOf('Overall odds')).toBe('2.10');
      expect(screen.getByText('odds went up')).toBeInTheDocument();
      expect(totalOf('Possible Win')).toBe('42.00');

      act(() =>
        oddsHandlers.forEach((handler) =>
          handler({ betId: 77, data: [{ id: 501, bet_ratio: 1.6 }] }),
        ),
      );
      expect(totalOf('Overall odds')).toBe('1.60');
      expect(screen.getByText('odds went down')).toBeInTheDocument();
      expect(screen.queryByText('odds went up')).not.toBeInTheDocument();
      expect(totalOf('Possible Win')).toBe('32.00');
    });

    it('ignores odds changes of other markets and other bet events', async () => {
      renderSlip();
      await pick();
      act(() =>
        oddsHandlers.forEach((handler) => {
          handler({ betId: 78, data: [{ id: 501, bet_ratio: 3 }] });
          handler({ betId: 77, data: [{ id: 502, bet_ratio: 3 }] });
        }),
      );
      expect(totalOf('Overall odds')).toBe('1.85');
      expect(screen.queryByText(/odds went/)).not.toBeInTheDocument();
    });

    it('stops listening when the slip empties', async () => {
      renderSlip();
      await pick();
      expect(unsubscribeOdds).not.toHaveBeenCalled();
      act(() => publish('bet:clear', {}));
      expect(unsubscribeOdds).toHaveBeenCalledTimes(1);
    });

    it('does not listen while the slip is empty', () => {
      renderSlip();
      expect(onOddsChangeMock).not.toHaveBeenCalled();
    });
  });

  describe('the market live (match-bet-update)', () => {
    /** The market of testBet() as `match-bet-update` lists it, with the status and odds given. */
    function market(bet_status: number, odds = 1.85): Bet {
      return {
        id: 77,
        match_id: 9,
        bet_title: 'Match Winner',
        bet_status,
        cash_limit: 5000,
        bet_events: [
          { id: 501, bet_id: 77, bet_event_title: 'Mumbai to win', bet_ratio: odds },
          { id: 502, bet_id: 77, bet_event_title: 'Chennai to win', bet_ratio: 2.05 },
        ],
      };
    }

    function update(payload: MatchBetUpdatePayload): void {
      act(() => marketHandlers.forEach((handler) => handler(payload)));
    }

    function submitButton(): HTMLElement {
      return within(panel()).getByRole('button', { name: 'Submit Bet' });
    }

    it('shows the lock in place of the odds and disables Submit Bet while the market is locked', async () => {
      renderSlip({ loggedIn: true });
      await pick();
      expect(onMatchBetUpdateMock).toHaveBeenCalledTimes(1);

      update({ match_id: 9, data: [market(0)] });

      const bet = screen.getByRole('article', { name: 'Bet on the slip' });
      expect(within(bet).getByText('locked')).toBeInTheDocument();
      expect(bet.querySelector('[data-icon="lock"]')).not.toBeNull();
      expect(within(bet).queryByText('1.85')).not.toBeInTheDocument();
      expect(totalOf('Overall odds')).toBe('locked');
      expect(submitButton()).toBeDisabled();
      expect(screen.getByText(/This market is locked right now/)).toBeInTheDocument();
      // The bet stays on the slip with its stake.
      expect(screen.getByText('Mumbai to win')).toBeInTheDocument();
      expect(stakeInput()).toHaveValue(20);
    });

    it('shows the odds again, as the market now has them, when it opens again', async () => {
      renderSlip({ loggedIn: true });
      await pick();
      update({ match_id: 9, data: [market(0)] });
      update({ match_id: 9, data: [market(1, 2.2)] });

      const bet = screen.getByRole('article', { name: 'Bet on the slip' });
      expect(within(bet).queryByText('locked')).not.toBeInTheDocument();
      expect(within(bet).getByText('2.20')).toBeInTheDocument();
      expect(screen.getByText('odds went up')).toBeInTheDocument();
      expect(totalOf('Overall odds')).toBe('2.20');
      expect(totalOf('Possible Win')).toBe('44.00');
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByText(/This market is locked right now/)).not.toBeInTheDocument();
    });

    it('treats any status but 1 as locked, and a market gone from its match as locked', async () => {
      renderSlip({ loggedIn: true });
      await pick();
      update({ match_id: 9, data: [market(2)] });
      expect(submitButton()).toBeDisabled();
      update({ match_id: 9, data: [market(1)] });
      expect(submitButton()).toBeEnabled();
      update({ match_id: 9, data: [] });
      expect(submitButton()).toBeDisabled();
    });

    it('ignores updates of other matches', async () => {
      renderSlip({ loggedIn: true });
      await pick();
      update({ match_id: 10, data: [{ ...market(0), match_id: 10 }] });
      expect(submitButton()).toBeEnabled();
      expect(totalOf('Overall odds')).toBe('1.85');
    });

    it('listens only while a bet is on the slip', async () => {
      renderSlip();
      expect(onMatchBetUpdateMock).not.toHaveBeenCalled();
      await pick();
      expect(unsubscribeMarkets).not.toHaveBeenCalled();
      act(() => publish('bet:clear', {}));
      expect(unsubscribeMarkets).toHaveBeenCalledTimes(1);
    });
  });
});
