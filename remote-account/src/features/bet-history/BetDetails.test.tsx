import { act, screen, within } from '@testing-library/react';
import {
  ApiError,
  cashOutBet,
  fetchBetHistory,
  fetchCashOutQuote,
  setAutoCashOut,
} from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type * as SharedRealtime from '@sportsbook/shared/realtime';
import type {
  BetHistoryItem,
  CashOutQuote,
  MatchBetUpdatePayload,
  OddsChangePayload,
} from '@sportsbook/shared/contracts';
import { subscribe } from '@sportsbook/shared/events';
import { deliverUserEvent } from '@sportsbook/shared/testing';
import { paged, renderWithSession, settle, setupUser, testUser } from '../../common/test-session';
import { BetHistory } from './BetHistory';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchBetHistory: jest.fn(),
  fetchCashOutQuote: jest.fn(),
  cashOutBet: jest.fn(),
  setAutoCashOut: jest.fn(),
}));
const historyMock = jest.mocked(fetchBetHistory);
const quoteMock = jest.mocked(fetchCashOutQuote);
const cashOutMock = jest.mocked(cashOutBet);
const autoMock = jest.mocked(setAutoCashOut);

// The odds feed: the test moves odds, and locks markets, as the socket would.
let moveOdds: (payload: OddsChangePayload) => void = () => undefined;
let updateMarkets: (payload: MatchBetUpdatePayload) => void = () => undefined;
jest.mock('@sportsbook/shared/realtime', () => ({
  ...jest.requireActual<typeof SharedRealtime>('@sportsbook/shared/realtime'),
  ...jest.requireActual<object>('@sportsbook/shared/testing'),
  onOddsChange: (handler: (payload: OddsChangePayload) => void) => {
    moveOdds = handler;
    return () => undefined;
  },
  onMatchBetUpdate: (handler: (payload: MatchBetUpdatePayload) => void) => {
    updateMarkets = handler;
    return () => undefined;
  },
}));

function bet(id: number, overrides: Partial<BetHistoryItem> = {}): BetHistoryItem {
  return {
    id,
    bet_placed_at: new Date(2026, 10, 22, 14, 5).toISOString(),
    tournament: 'IPL',
    match_title: `Match ${id}`,
    bet_title: 'Match Winner',
    bet_event: { bet_event_title: 'Mumbai' },
    bet_rate: 2,
    bet_amount: 100,
    status: 'pending',
    ...overrides,
  };
}

function quote(price: number, overrides: Partial<CashOutQuote> = {}): CashOutQuote {
  return { bet_id: 1, available: true, price, stake: 100, ...overrides };
}

async function openDetails(match = 'Match 1') {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: match }));
  await settle();
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  historyMock.mockReset();
  quoteMock.mockReset();
  cashOutMock.mockReset();
  autoMock.mockReset();
  window.scrollTo = jest.fn();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('bet history filters', () => {
  it('asks for open or settled bets, from the first page, and shows only those', async () => {
    historyMock.mockResolvedValueOnce(paged([bet(1), bet(2, { status: 'won' })]));
    // An older API ignores the filter: the page still shows only the open bet.
    historyMock.mockResolvedValueOnce(paged([bet(1), bet(2, { status: 'won' })]));
    renderWithSession(<BetHistory />);
    await settle();
    const filters = screen.getByRole('group', { name: 'Show bets' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await setupUser().click(within(filters).getByRole('button', { name: 'Open' }));
    await settle();
    expect(historyMock).toHaveBeenLastCalledWith(1, expect.any(AbortSignal), 'open');
    expect(within(filters).getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Match 1')).toBeVisible();
    expect(screen.queryByText('Match 2')).not.toBeInTheDocument();
  });

  it('takes a bet out of Open when the private channel says it was settled or cashed out', async () => {
    historyMock.mockResolvedValue(paged([bet(1), bet(2), bet(3)]));
    renderWithSession(<BetHistory />, testUser({ id: 7 }));
    await settle();
    await setupUser().click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    act(() => deliverUserEvent('BetsSettled', { bets: [{ id: 2, status: 'lost' }] }));
    act(() =>
      deliverUserEvent('BetUpdated', {
        bet: bet(3, { remaining_stake: 0, cashed_out: 150, returns: 150 }),
      }),
    );
    expect(screen.getByText('Match 1')).toBeVisible();
    expect(screen.queryByText('Match 2')).not.toBeInTheDocument();
    expect(screen.queryByText('Match 3')).not.toBeInTheDocument();
  });

  it('says No bet is Available when a filter has none', async () => {
    historyMock.mockResolvedValueOnce(paged([bet(1)]));
    historyMock.mockResolvedValueOnce(paged([]));
    renderWithSession(<BetHistory />);
    await settle();
    await setupUser().click(screen.getByRole('button', { name: 'Settled' }));
    await settle();
    expect(historyMock).toHaveBeenLastCalledWith(1, expect.any(AbortSignal), 'settled');
    expect(screen.getByText('No bet is Available')).toBeVisible();
  });
});

describe("a bet's details", () => {
  it('open and close from the match, a disclosure, by keyboard', async () => {
    historyMock.mockResolvedValue(
      paged([
        bet(1, {
          status: 'won',
          reference: 'B-000001',
          returns: 200,
          cashed_out: 0,
          remaining_stake: 100,
        }),
      ]),
    );
    renderWithSession(<BetHistory />);
    await settle();
    const toggle = screen.getByRole('button', { name: 'Match 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = setupUser();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('group', { name: 'Bet details: Match 1' });
    expect(toggle).toHaveAttribute('aria-controls', details.closest('tr')?.id);
    const facts = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Reference: B-000001',
      'Stake: 100.00',
      'Odds: 2.00',
      'Returns: 200.00',
      'Cashed out so far: None',
    ]);
    const legs = within(details).getAllByRole('listitem');
    expect(legs).toHaveLength(1);
    expect(legs[0]).toHaveTextContent('Match 1IPLMumbai2.00Won');
    // A settled bet has no cash-out.
    expect(within(details).queryByRole('region', { name: 'Cash out' })).not.toBeInTheDocument();
    expect(quoteMock).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Bet details: Match 1' })).not.toBeInTheDocument();
  });

  it("shows a multiple's legs with their odds and results", async () => {
    historyMock.mockResolvedValue(
      paged([
        bet(1, {
          kind: 'multiple',
          bet_rate: 6,
          legs: [
            {
              bet_event_id: 11,
              title: 'Mumbai',
              match_title: 'MI vs CSK',
              tournament: 'Indian Premier League',
              odds: 2,
              result: 'won',
            },
            // From an API older than the legs' tournaments: the leg shows its match alone.
            {
              bet_event_id: 12,
              title: 'Delhi',
              match_title: 'DC vs RR',
              odds: 3,
              result: 'pending',
            },
          ],
        }),
      ]),
    );
    quoteMock.mockResolvedValue(quote(180));
    renderWithSession(<BetHistory />);
    await settle();
    await openDetails();
    const details = screen.getByRole('group', { name: 'Bet details: Match 1' });
    expect(within(details).getByText('Multiple (2 selections)')).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((leg) => leg.textContent),
    ).toEqual(['MI vs CSKIndian Premier LeagueMumbai2.00Won', 'DC vs RRDelhi3.00Pending']);
  });

  it('show what an older API gives: no reference, returns or cash-outs', async () => {
    historyMock.mockResolvedValue(paged([bet(1, { status: 'lost' })]));
    renderWithSession(<BetHistory />);
    await settle();
    await openDetails();
    const details = screen.getByRole('group', { name: 'Bet details: Match 1' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Stake', 'Odds']);
  });
});

describe('cash-out', () => {
  async function openBet(overrides: Partial<BetHistoryItem> = {}) {
    historyMock.mockResolvedValue(
      paged([bet(1, { cashed_out: 0, remaining_stake: 100, returns: 200, ...overrides })]),
    );
    renderWithSession(<BetHistory />, testUser({ id: 7 }));
    await settle();
    return openDetails();
  }

  function price(): string | null | undefined {
    return screen.queryByTestId('cash-out-price')?.textContent;
  }

  it('shows the price of an open bet and reads it again when one of its odds moves', async () => {
    quoteMock.mockResolvedValueOnce(quote(150));
    quoteMock.mockResolvedValueOnce(quote(162.5));
    await openBet({ legs: [{ bet_event_id: 11, title: 'Mumbai', odds: 2, result: 'pending' }] });
    expect(quoteMock).toHaveBeenCalledWith(1);
    expect(price()).toBe('150.00');
    expect(screen.getByRole('button', { name: 'Cash out 150.00' })).toBeEnabled();
    // Another market's move is not this bet's.
    act(() => moveOdds({ betId: 5, data: [{ id: 99, bet_ratio: 1.5 }] }));
    await settle();
    expect(quoteMock).toHaveBeenCalledTimes(1);
    act(() => moveOdds({ betId: 4, data: [{ id: 11, bet_ratio: 2.2 }] }));
    await settle();
    expect(price()).toBe('162.50');
  });

  it('cashes out all of it after a confirmation showing the amount, and moves the balance', async () => {
    quoteMock.mockResolvedValue(quote(150));
    const coins = jest.fn();
    const stop = subscribe('coins:changed', coins);
    const user = await openBet();
    await user.click(screen.getByRole('button', { name: 'Cash out 150.00' }));
    const confirmation = screen.getByRole('group', {
      name: 'Cash out your whole stake of 100.00 for 150.00?',
    });
    expect(within(confirmation).getByRole('button', { name: 'Confirm cash out' })).toHaveFocus();
    expect(cashOutMock).not.toHaveBeenCalled();
    cashOutMock.mockResolvedValue({
      status: 'success',
      message: 'Your bet has been cashed out.',
      data: {
        paid: 150,
        bet: bet(1, { remaining_stake: 0, cashed_out: 150, returns: 150 }),
      },
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(cashOutMock).toHaveBeenCalledWith({ bet_id: 1, price_seen: 150 }, expect.any(String));
    expect(coins).toHaveBeenCalledWith({ reason: 'cash-out' });
    stop();
    // The row is the bet as the server answered: nothing rides, so no cash-out any more.
    const details = screen.getByRole('group', { name: 'Bet details: Match 1' });
    expect(within(details).getByText('150.00 (cashed out in full)')).toBeInTheDocument();
    expect(within(details).getByText('Returns')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
  });

  it('cashes out a part under the stake rules, showing what it pays', async () => {
    quoteMock.mockResolvedValue(quote(150));
    const user = await openBet();
    const amount = screen.getByRole('textbox', { name: 'Part of the stake to cash out' });
    const partButton = screen.getByRole('button', { name: 'Cash out part' });
    await user.type(amount, '10');
    expect(amount).toHaveAccessibleDescription('Stake Should not be less than 20.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(partButton).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '90');
    expect(amount).toHaveAccessibleDescription('The stake left riding should not be less than 20.');
    await user.clear(amount);
    await user.type(amount, '120');
    expect(amount).toHaveAccessibleDescription('Stake should not be greater than 100.');
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(amount).toHaveAccessibleDescription('Coin must be a number.');
    await user.clear(amount);
    await user.type(amount, '40');
    expect(amount).toHaveAccessibleDescription('You get 60.00; 60.00 stays on the bet.');
    await user.type(amount, '{Enter}');
    const confirmation = screen.getByRole('group', {
      name: 'Cash out 40.00 of your stake for 60.00?',
    });
    cashOutMock.mockResolvedValue({
      status: 'success',
      message: 'Part of your bet has been cashed out.',
      data: { paid: 60, bet: bet(1, { remaining_stake: 60, cashed_out: 60, returns: 180 }) },
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(cashOutMock).toHaveBeenCalledWith(
      { bet_id: 1, amount: 40, price_seen: 150 },
      expect.any(String),
    );
    expect(screen.getByText('Part of your bet has been cashed out.')).toHaveFocus();
    const details = screen.getByRole('group', { name: 'Bet details: Match 1' });
    expect(within(details).getByText('Stake still riding').nextElementSibling).toHaveTextContent(
      '60.00',
    );
    expect(within(details).getByText('Cashed out so far').nextElementSibling).toHaveTextContent(
      '60.00',
    );
  });

  it.each([39.99, 20])('offers no part when %s rides, too little to split', async (riding) => {
    quoteMock.mockResolvedValue(quote(30, { stake: riding }));
    await openBet({ remaining_stake: riding });
    expect(screen.getByRole('button', { name: 'Cash out 30.00' })).toBeEnabled();
    expect(
      screen.queryByRole('textbox', { name: 'Part of the stake to cash out' }),
    ).not.toBeInTheDocument();
  });

  it('says which parts it takes', async () => {
    quoteMock.mockResolvedValue(quote(150));
    await openBet();
    expect(
      screen.getByRole('textbox', { name: 'Part of the stake to cash out' }),
    ).toHaveAccessibleDescription('From 20.00 to 80.00: at least 20.00 stays on the bet.');
  });

  it('cancels a confirmation without a request', async () => {
    quoteMock.mockResolvedValue(quote(150));
    const user = await openBet();
    await user.click(screen.getByRole('button', { name: 'Cash out 150.00' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cashOutMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cash out 150.00' })).toHaveFocus();
  });

  it('shows a changed price and cashes out at it once the bettor accepts', async () => {
    quoteMock.mockResolvedValue(quote(150));
    const user = await openBet();
    await user.click(screen.getByRole('button', { name: 'Cash out 150.00' }));
    cashOutMock.mockRejectedValueOnce(
      new ApiError('The cash out price has changed. Please review the new price and try again.', {
        status: 409,
        code: 'CASH_OUT_PRICE_CHANGED',
        fieldErrors: { price_seen: '140.00' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(
      screen.getByText(
        'The cash out price has changed. Please review the new price and try again.',
      ),
    ).toBeVisible();
    const confirmation = screen.getByRole('group', {
      name: 'New price: 140.00. Cash out your whole stake of 100.00 for 140.00?',
    });
    expect(price()).toBe('140.00');
    cashOutMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Your bet has been cashed out.',
      data: { paid: 140, bet: bet(1, { remaining_stake: 0, cashed_out: 140, returns: 140 }) },
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Accept new price' }));
    await settle();
    expect(cashOutMock).toHaveBeenLastCalledWith(
      { bet_id: 1, price_seen: 140 },
      expect.any(String),
    );
    // A new attempt: the refused one's outcome was known.
    expect(cashOutMock.mock.calls[1]![1]).not.toBe(cashOutMock.mock.calls[0]![1]);
  });

  it('says why when the market is locked, and offers no cash-out then', async () => {
    quoteMock.mockResolvedValueOnce(quote(150));
    const user = await openBet();
    await user.click(screen.getByRole('button', { name: 'Cash out 150.00' }));
    cashOutMock.mockRejectedValueOnce(
      new ApiError('Cash out is not available while the market is locked.', {
        status: 409,
        code: 'CASH_OUT_UNAVAILABLE',
      }),
    );
    quoteMock.mockResolvedValueOnce(
      quote(0, {
        available: false,
        reason: 'Cash out is not available while the market is locked.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    // Said once, where the outcome of the press is told.
    expect(screen.getByText('Cash out is not available while the market is locked.')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Cash out \d/ })).not.toBeInTheDocument();
    expect(quoteMock).toHaveBeenCalledTimes(2);
  });

  it('retries an unanswered cash-out with the same key', async () => {
    quoteMock.mockResolvedValue(quote(150));
    const user = await openBet();
    cashOutMock.mockRejectedValueOnce(
      new ApiError('Network Error', { status: null, code: 'NETWORK' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cash out 150.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    cashOutMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Your bet has been cashed out.',
      data: { paid: 150, bet: bet(1, { remaining_stake: 0, cashed_out: 150 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Cash out 150.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(cashOutMock.mock.calls[1]![1]).toBe(cashOutMock.mock.calls[0]![1]);
  });

  it('sets and clears the automatic cash-out value', async () => {
    quoteMock.mockResolvedValue(quote(150));
    const user = await openBet();
    const value = screen.getByRole('textbox', { name: 'Cash out automatically at' });
    await user.type(value, '1.234');
    expect(screen.getByText('Coin can have at most 2 decimals.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set automatic cash out' })).toBeDisabled();
    await user.clear(value);
    await user.type(value, '175');
    autoMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Automatic cash out is set.',
      data: { bet: bet(1, { remaining_stake: 100, cash_out_value: 175 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Set automatic cash out' }));
    await settle();
    expect(autoMock).toHaveBeenCalledWith(1, 175);
    expect(screen.getByText('Automatic cash out is set.')).toBeVisible();
    expect(
      screen.getByText('Set: the bet cashes out by itself when its price reaches 175.00.'),
    ).toBeVisible();
    autoMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Automatic cash out is cleared.',
      data: { bet: bet(1, { remaining_stake: 100, cash_out_value: null }) },
    });
    await user.click(screen.getByRole('button', { name: 'Clear automatic cash out' }));
    await settle();
    expect(autoMock).toHaveBeenLastCalledWith(1, null);
    expect(
      screen.queryByRole('button', { name: 'Clear automatic cash out' }),
    ).not.toBeInTheDocument();
  });

  it('follows a cash-out made elsewhere (automatic) from the private channel', async () => {
    quoteMock.mockResolvedValue(quote(150));
    await openBet();
    act(() =>
      deliverUserEvent('BetUpdated', {
        bet: bet(1, { remaining_stake: 0, cashed_out: 175, returns: 175 }),
      }),
    );
    await settle();
    const details = screen.getByRole('group', { name: 'Bet details: Match 1' });
    expect(within(details).getByText('175.00 (cashed out in full)')).toBeInTheDocument();
    // Its status reads as what happened to it, not the market's pending.
    const row = within(screen.getByRole('table', { name: 'Bets' })).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Cashed out');
    expect(screen.queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
  });
});

describe("a multiple's cash-out", () => {
  const legs: NonNullable<BetHistoryItem['legs']> = [
    { bet_event_id: 11, title: 'Mumbai', match_title: 'MI vs CSK', odds: 2, result: 'pending' },
    { bet_event_id: 12, title: 'Delhi', match_title: 'DC vs RR', odds: 1.5, result: 'pending' },
    { bet_event_id: 13, title: 'Draw', match_title: 'ARS vs CHE', odds: 2, result: 'pending' },
  ];
  const multiple = (overrides: Partial<BetHistoryItem> = {}): BetHistoryItem =>
    bet(1, {
      kind: 'multiple',
      match_title: 'Multiple (3 legs)',
      bet_title: 'Multiple',
      bet_event: { bet_event_title: 'Mumbai, Delhi, Draw' },
      bet_rate: 6,
      bet_amount: 100,
      cashed_out: 0,
      remaining_stake: 100,
      returns: 600,
      legs,
      ...overrides,
    });
  const title = 'Bet details: Multiple (3 legs)';

  async function openMultiple(row = multiple()) {
    historyMock.mockResolvedValue(paged([row]));
    renderWithSession(<BetHistory />, testUser({ id: 7 }));
    await settle();
    return openDetails('Multiple (3 legs)');
  }

  function market(id: number, eventIds: number[], status = 1): MatchBetUpdatePayload['data'][0] {
    return {
      id,
      match_id: id * 10,
      bet_title: 'Match Winner',
      bet_status: status,
      cash_limit: 1000,
      bet_events: eventIds.map((eventId) => ({
        id: eventId,
        bet_id: id,
        bet_event_title: `Option ${eventId}`,
        bet_ratio: 2,
      })),
    };
  }

  it('shows its legs, its combined odds and its price, read again when any leg moves', async () => {
    quoteMock.mockResolvedValueOnce(quote(570));
    await openMultiple();
    const details = screen.getByRole('group', { name: title });
    expect(within(details).getByText('Multiple (3 selections)')).toBeInTheDocument();
    expect(within(details).getByText('Combined odds').nextElementSibling).toHaveTextContent('6.00');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((leg) => leg.textContent),
    ).toEqual([
      'MI vs CSKMumbai2.00Pending',
      'DC vs RRDelhi1.50Pending',
      'ARS vs CHEDraw2.00Pending',
    ]);
    expect(screen.getByTestId('cash-out-price')).toHaveTextContent('570.00');
    // Each leg's move, whichever match it is in, reads the price again; a stranger's does not.
    for (const [index, id] of [13, 12, 11].entries()) {
      const next = 600 + index * 10;
      quoteMock.mockResolvedValueOnce(quote(next));
      act(() => moveOdds({ betId: id * 100, data: [{ id, bet_ratio: 1.8 }] }));
      await settle();
      expect(screen.getByTestId('cash-out-price')).toHaveTextContent(next.toFixed(2));
    }
    act(() => moveOdds({ betId: 900, data: [{ id: 99, bet_ratio: 1.8 }] }));
    await settle();
    expect(quoteMock).toHaveBeenCalledTimes(4);
  });

  it("says why when a leg's market locks, and offers it again when it opens", async () => {
    quoteMock.mockResolvedValueOnce(quote(570));
    await openMultiple();
    quoteMock.mockResolvedValueOnce(
      quote(0, {
        available: false,
        reason: 'Cash out is not available while the market is locked.',
      }),
    );
    act(() => updateMarkets({ match_id: 120, data: [market(12, [12, 22], 2)] }));
    await settle();
    expect(screen.getByText('Cash out is not available while the market is locked.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cash out \d/ })).not.toBeInTheDocument();
    // Another match's markets are not this bet's.
    act(() => updateMarkets({ match_id: 990, data: [market(99, [98, 99])] }));
    await settle();
    expect(quoteMock).toHaveBeenCalledTimes(2);
    quoteMock.mockResolvedValueOnce(quote(570));
    act(() => updateMarkets({ match_id: 120, data: [market(12, [12, 22])] }));
    await settle();
    expect(screen.getByRole('button', { name: 'Cash out 570.00' })).toBeEnabled();
  });

  it('reads the price again when a leg is settled', async () => {
    quoteMock.mockResolvedValueOnce(quote(570));
    await openMultiple();
    quoteMock.mockResolvedValueOnce(quote(760));
    act(() =>
      deliverUserEvent('BetUpdated', {
        bet: multiple({ legs: [{ ...legs[0]!, result: 'won' }, legs[1]!, legs[2]!] }),
      }),
    );
    await settle();
    expect(screen.getByTestId('cash-out-price')).toHaveTextContent('760.00');
    const details = screen.getByRole('group', { name: title });
    expect(within(details).getAllByRole('listitem')[0]).toHaveTextContent('MI vs CSKMumbai2.00Won');
  });

  it('cashes out half, then the rest, with the confirmation a single has', async () => {
    quoteMock.mockResolvedValueOnce(quote(570));
    const user = await openMultiple();
    await user.type(
      screen.getByRole('textbox', { name: 'Part of the stake to cash out' }),
      '50{Enter}',
    );
    const half = screen.getByRole('group', { name: 'Cash out 50.00 of your stake for 285.00?' });
    cashOutMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Part of your bet has been cashed out.',
      data: {
        paid: 285,
        bet: multiple({ remaining_stake: 50, cashed_out: 285, returns: 585 }),
      },
    });
    quoteMock.mockResolvedValueOnce(quote(285, { stake: 50 }));
    await user.click(within(half).getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(cashOutMock).toHaveBeenCalledWith(
      { bet_id: 1, amount: 50, price_seen: 570 },
      expect.any(String),
    );
    const details = screen.getByRole('group', { name: title });
    expect(within(details).getByText('Stake still riding').nextElementSibling).toHaveTextContent(
      '50.00',
    );
    expect(screen.getByTestId('cash-out-price')).toHaveTextContent('285.00');

    await user.click(screen.getByRole('button', { name: 'Cash out 285.00' }));
    const rest = screen.getByRole('group', {
      name: 'Cash out your whole stake of 50.00 for 285.00?',
    });
    cashOutMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Your bet has been cashed out.',
      data: { paid: 285, bet: multiple({ remaining_stake: 0, cashed_out: 570, returns: 570 }) },
    });
    await user.click(within(rest).getByRole('button', { name: 'Confirm cash out' }));
    await settle();
    expect(cashOutMock).toHaveBeenLastCalledWith(
      { bet_id: 1, price_seen: 285 },
      expect.any(String),
    );
    expect(within(details).getByText('570.00 (cashed out in full)')).toBeInTheDocument();
    expect(within(details).queryByRole('region', { name: 'Cash out' })).not.toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Bets' })).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Cashed out');
  });

  it('sets an automatic cash-out value on a multiple', async () => {
    quoteMock.mockResolvedValue(quote(570));
    const user = await openMultiple();
    await user.type(screen.getByRole('textbox', { name: 'Cash out automatically at' }), '650');
    autoMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Automatic cash out is set.',
      data: { bet: multiple({ cash_out_value: 650 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Set automatic cash out' }));
    await settle();
    expect(autoMock).toHaveBeenCalledWith(1, 650);
    expect(
      screen.getByText('Set: the bet cashes out by itself when its price reaches 650.00.'),
    ).toBeVisible();
  });
});
