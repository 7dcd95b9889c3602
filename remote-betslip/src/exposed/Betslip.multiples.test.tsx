import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  ApiError,
  fetchBettingPreferences,
  fetchEventDetails,
  fetchSiteSettings,
  placeBet,
  placeMultipleBet,
} from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { BetEventDetails, BetSubmitResponse } from '@sportsbook/shared/contracts';
import { publish, subscribe } from '@sportsbook/shared/events';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { otherMatchBet, testBet } from '../common/test-bet';
import Betslip from './Betslip';

// The whole slip with the real submission code; only the network calls are stand-ins.
jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchEventDetails: jest.fn(),
  fetchSiteSettings: jest.fn(),
  fetchBettingPreferences: jest.fn(),
  placeBet: jest.fn(),
  placeMultipleBet: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => ({
  onOddsChange: () => () => undefined,
  onMatchBetUpdate: () => () => undefined,
}));

const fetchEventDetailsMock = jest.mocked(fetchEventDetails);
const placeBetMock = jest.mocked(placeBet);
const placeMultipleMock = jest.mocked(placeMultipleBet);

function answer(message: string, data: Partial<BetSubmitResponse['data']> = {}): BetSubmitResponse {
  return {
    status: 'success',
    message,
    data: {
      id: 9001,
      bet_event_id: 501,
      bet_amount: 20,
      bet_rate: 1.85,
      possible_win: 37,
      status: 'pending',
      bet_placed_at: '2026-01-01T00:00:00Z',
      ...data,
    },
  };
}

function renderSlip(loggedIn = true): SessionStore {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn, accessToken: 'a', refreshToken: 'r', user: null },
  });
  render(
    <Provider store={store}>
      <Betslip />
    </Provider>,
  );
  return store;
}

/**
 * Picks bet events as the odds buttons do, each waiting until the slip shows it and the server's
 * answer has confirmed it (asked for once the pick has painted: a few frames of the fake clock).
 */
async function pick(...bets: BetEventDetails[]): Promise<void> {
  for (const bet of bets) {
    fetchEventDetailsMock.mockResolvedValueOnce(bet);
    act(() => publish('bet:select', { betEventId: bet.id, details: bet }));
    await screen.findByText(bet.bet_event_title);
    const asked = fetchEventDetailsMock.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(fetchEventDetailsMock).toHaveBeenCalledTimes(asked + 1);
  }
}

function slip(): HTMLElement {
  return screen.getByRole('region', { name: 'Betslip' });
}

function multiple(): HTMLElement {
  return within(slip()).getByRole('region', { name: /^Multiple of \d+ selections$/ });
}

function valueOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const three = [
  testBet(),
  otherMatchBet(1, { bet_ratio: 2.1 }),
  otherMatchBet(2, { bet_ratio: 1.33 }),
];

let coins: unknown[] = [];
let stopCoins: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  fetchEventDetailsMock.mockReset();
  placeBetMock.mockReset();
  placeMultipleMock.mockReset();
  jest.mocked(fetchSiteSettings).mockReset().mockResolvedValue([]);
  jest.mocked(fetchBettingPreferences).mockReset().mockResolvedValue({ odds_change: 'ask' });
  window.scrollTo = jest.fn();
  coins = [];
  stopCoins = subscribe('coins:changed', (payload) => coins.push(payload));
});

afterEach(() => {
  stopCoins();
  jest.useRealTimers();
});

describe('a slip of several selections (issue 32)', () => {
  it('adds the selections up and shows the combined odds and the possible win', async () => {
    renderSlip();
    await pick(...three);

    expect(within(slip()).getAllByRole('article')).toHaveLength(3);
    expect(within(slip()).getByTitle('Bets on the slip')).toHaveTextContent('3');
    // 1.85 × 2.10 × 1.33 = 5.16705 → 5.17; 20 × 5.17 = 103.40
    expect(valueOf(multiple(), 'Combined odds')).toBe('5.17');
    expect(valueOf(multiple(), 'Possible Win')).toBe('103.40');
    expect(
      within(multiple()).getByRole('spinbutton', { name: 'Stake on the multiple' }),
    ).toHaveValue(20);
    expect(valueOf(slip(), 'Total stake')).toBe('20.00');
    expect(within(slip()).getByRole('button', { name: 'Submit Bet' })).toBeEnabled();
  });

  it("follows SPEC's stake rules for the multiple's stake and its quick stakes", async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1, { cash_limit: 400, bet_ratio: 2 }));
    const stake = within(multiple()).getByRole('spinbutton', { name: 'Stake on the multiple' });

    await user.click(within(multiple()).getByRole('button', { name: 'Stake 500' }));
    expect(stake).toHaveValue(400);
    expect(within(multiple()).getByText('Stake should not be greater than 400.')).toBeVisible();
    // 400 × (1.85 × 2.00 = 3.70)
    expect(valueOf(multiple(), 'Possible Win')).toBe('1480.00');

    await user.clear(stake);
    await user.type(stake, '15');
    expect(within(multiple()).getByText('Stake Should not be less than 20.')).toBeVisible();
    expect(valueOf(multiple(), 'Possible Win')).toBe('0.00');
  });

  it('places the multiple with its selections, the odds shown and an idempotency key', async () => {
    const user = setup();
    const store = renderSlip();
    await pick(...three);
    placeMultipleMock.mockResolvedValue(
      answer('Multiple placed.', { kind: 'multiple', bet_rate: 5.17, possible_win: 103.4 }),
    );

    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));

    expect(placeMultipleMock).toHaveBeenCalledWith(
      { bet_amount: 20, bet_event_ids: '501,601,602', bet_ratios: '1.85,2.1,1.33' },
      expect.stringMatching(/.{16,}/),
    );
    expect(placeBetMock).not.toHaveBeenCalled();
    expect(await within(slip()).findByText('Multiple placed.')).toBeVisible();
    expect(within(slip()).getByText('Please take any bet')).toBeInTheDocument();
    expect(store.getState().message).toMatchObject({ type: 'success', title: 'Multiple placed.' });
    expect(coins).toEqual([{ reason: 'bet-placed' }]);
  });

  it('places each single with its own stake and key, and the multiple, in one press', async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1, { bet_ratio: 2 }));
    await user.click(within(slip()).getByRole('checkbox', { name: /^Singles/ }));
    const firstChips = within(slip()).getByRole('group', { name: 'Quick stakes on Mumbai to win' });
    await user.click(within(firstChips).getByRole('button', { name: 'Stake 100' }));
    const secondStake = within(slip()).getByRole('spinbutton', { name: 'Stake on Team 1 to win' });
    await user.clear(secondStake);
    await user.type(secondStake, '40');
    expect(valueOf(slip(), 'Total stake')).toBe('160.00');

    placeBetMock.mockResolvedValue(answer('Bet placed.'));
    placeMultipleMock.mockResolvedValue(answer('Multiple placed.', { kind: 'multiple' }));
    await user.click(within(slip()).getByRole('button', { name: 'Submit 3 Bets' }));

    expect(placeBetMock).toHaveBeenCalledTimes(2);
    const [first, second] = placeBetMock.mock.calls;
    expect(first?.[0]).toEqual({ bet_amount: 100, bet_event_id: 501, bet_ratio: 1.85 });
    expect(second?.[0]).toEqual({ bet_amount: 40, bet_event_id: 601, bet_ratio: 2 });
    expect(first?.[1]).not.toBe(second?.[1]);
    expect(placeMultipleMock.mock.calls[0]?.[1]).not.toBe(first?.[1]);
    expect(await within(slip()).findByText('3 bets placed.')).toBeVisible();
  });

  it('says two selections of one match cannot be combined and offers them as singles only', async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), testBet({ id: 510, market_id: 78, bet_event_title: 'Over 180.5' }));

    expect(
      within(slip()).getByText('Selections from the same match cannot be combined in a multiple.'),
    ).toBeVisible();
    expect(within(slip()).queryByRole('region', { name: /^Multiple/ })).not.toBeInTheDocument();
    expect(within(slip()).getAllByRole('spinbutton')).toHaveLength(2);

    placeBetMock.mockResolvedValue(answer('Bet placed.'));
    await user.click(within(slip()).getByRole('button', { name: 'Submit 2 Bets' }));
    expect(placeBetMock).toHaveBeenCalledTimes(2);
    expect(placeMultipleMock).not.toHaveBeenCalled();
  });

  it("removes one selection; with one left the slip is SPEC's slip of one bet", async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1));
    await user.click(within(slip()).getByRole('button', { name: 'Remove Team 1 to win' }));

    expect(within(slip()).getByRole('article', { name: 'Bet on the slip' })).toBeInTheDocument();
    expect(within(slip()).getByRole('spinbutton', { name: 'Stake' })).toHaveValue(20);
    expect(valueOf(slip(), 'Overall odds')).toBe('1.85');
    expect(within(slip()).getByRole('button', { name: 'Remove bet' })).toBeInTheDocument();
  });

  it('keeps what was refused with its reason, drops what was placed, and retries nothing placed', async () => {
    const user = setup();
    const store = renderSlip();
    await pick(testBet(), otherMatchBet(1, { bet_ratio: 2 }));
    await user.click(within(slip()).getByRole('checkbox', { name: /^Singles/ }));
    placeBetMock.mockResolvedValue(answer('Bet placed.'));
    placeMultipleMock.mockRejectedValue(
      new ApiError('Insufficient balance.', { status: 422, code: 'INSUFFICIENT_BALANCE' }),
    );

    await user.click(within(slip()).getByRole('button', { name: 'Submit 3 Bets' }));

    expect(await within(slip()).findByText('Multiple: Insufficient balance.')).toBeVisible();
    expect(within(slip()).getByText(/^2 of 3 bets placed/)).toBeVisible();
    expect(store.getState().message).toMatchObject({ type: 'warn' });
    // The singles went; the selections stay for the multiple.
    expect(within(slip()).getAllByText('Single placed.')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(2100));
    placeMultipleMock.mockResolvedValue(answer('Multiple placed.', { kind: 'multiple' }));
    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));
    expect(placeBetMock).toHaveBeenCalledTimes(2);
    expect(placeMultipleMock).toHaveBeenCalledTimes(2);
    expect(await within(slip()).findByText('Multiple placed.')).toBeVisible();
  });

  it('shows the odds a refused multiple reports for its legs, and the next press sends them', async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1, { bet_ratio: 2 }));
    placeMultipleMock.mockRejectedValueOnce(
      new ApiError('The odds have changed.', {
        status: 409,
        code: 'ODDS_CHANGED',
        fieldErrors: { bet_ratios: '1.85,2.40' },
      }),
    );

    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));

    expect(await within(slip()).findByText(/^Multiple: The odds have changed/)).toBeVisible();
    const moved = within(slip()).getByRole('article', { name: /^Team 1 to win/ });
    expect(within(moved).getByText('odds went up')).toBeInTheDocument();
    expect(valueOf(multiple(), 'Combined odds')).toBe('4.44');
    act(() => jest.advanceTimersByTime(2100));
    placeMultipleMock.mockResolvedValue(answer('Multiple placed.'));
    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));
    expect(placeMultipleMock.mock.calls[1]?.[0]).toMatchObject({ bet_ratios: '1.85,2.4' });
  });

  it('shows the lock on the leg the server names as locked, and holds the multiple back', async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1));
    placeMultipleMock.mockRejectedValueOnce(
      new ApiError('This market is locked.', {
        status: 409,
        code: 'MARKET_LOCKED',
        fieldErrors: { bet_event_ids: '601' },
      }),
    );
    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));

    expect(await within(slip()).findByText('Multiple: This market is locked.')).toBeVisible();
    const leg = within(slip()).getByRole('article', { name: /^Team 1 to win/ });
    expect(within(leg).getByText('locked')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2100));
    expect(within(slip()).getByRole('button', { name: 'Submit Bet' })).toBeDisabled();
  });

  it('retries a multiple whose outcome is unknown with the same key', async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1));
    placeMultipleMock.mockRejectedValueOnce(
      new ApiError('Could not reach the server.', { status: null, code: 'NETWORK' }),
    );
    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));
    expect(await within(slip()).findByText('Multiple: Could not reach the server.')).toBeVisible();
    act(() => jest.advanceTimersByTime(2100));
    placeMultipleMock.mockResolvedValue(answer('Multiple placed.'));
    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));
    const [first, second] = placeMultipleMock.mock.calls;
    expect(second?.[1]).toBe(first?.[1]);
  });

  it('shows the cap when the possible win reaches the site setting', async () => {
    jest
      .mocked(fetchSiteSettings)
      .mockResolvedValue([{ key: 'max_multiple_payout', value: '1000' }]);
    const user = setup();
    renderSlip();
    await pick(testBet({ bet_ratio: 10 }), otherMatchBet(1, { bet_ratio: 10 }));
    const stake = within(multiple()).getByRole('spinbutton', { name: 'Stake on the multiple' });
    await user.clear(stake);
    await user.type(stake, '50');
    expect(await within(multiple()).findByText('Possible win is capped at 1000.')).toBeVisible();
    expect(valueOf(multiple(), 'Possible Win')).toBe('1000.00');
  });

  it('asks a logged-out bettor to log in and sends nothing', async () => {
    const user = setup();
    renderSlip(false);
    await pick(testBet(), otherMatchBet(1));
    await user.click(within(slip()).getByRole('button', { name: 'Submit Bet' }));
    expect(within(slip()).getByRole('alert')).toHaveTextContent('Please Log In!');
    expect(placeMultipleMock).not.toHaveBeenCalled();
  });

  it('is used by keyboard alone: choose singles, type a stake, submit', async () => {
    const user = setup();
    renderSlip();
    await pick(testBet(), otherMatchBet(1));
    placeBetMock.mockResolvedValue(answer('Bet placed.'));
    placeMultipleMock.mockResolvedValue(answer('Multiple placed.'));
    const singles = within(slip()).getByRole('checkbox', { name: /^Singles/ });
    singles.focus();
    await user.keyboard(' ');
    expect(singles).toBeChecked();
    await user.tab();
    expect(within(slip()).getAllByRole('button', { name: /^Remove/ })[0]).toHaveFocus();
    const submit = within(slip()).getByRole('button', { name: 'Submit 3 Bets' });
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await within(slip()).findByText('3 bets placed.')).toBeVisible();
  });
});
