import { act, render, screen, within } from '@testing-library/react';
import { fetchCoins } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { publish } from '@sportsbook/shared/events';
import { settle } from '../test/clock';
import { CoinsSummary } from './CoinsSummary';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchCoins: jest.fn(),
}));

const coinsMock = jest.mocked(fetchCoins);

/** Each term and its figure, in order. */
function figures(): [string, string][] {
  const region = screen.getByRole('region', { name: 'Your coins' });
  return within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

beforeEach(() => coinsMock.mockReset());

describe('the coins summary', () => {
  it('shows the balance, what is withdrawable and what is held, by what holds it', async () => {
    coinsMock.mockResolvedValue({
      current_balance: 1275,
      withdrawable: 1265,
      held: { withdrawals: 600, bets: 25, predictions: 100 },
    });
    render(<CoinsSummary />);
    await settle();
    expect(figures()).toEqual([
      ['Balance', '1275.00'],
      ['Withdrawable', '1265.00'],
      ['Held', '725.00'],
      ['Pending withdrawals', '600.00'],
      ['Open bets', '25.00'],
      ['Prediction entries', '100.00'],
    ]);
  });

  it('loads again when the coins change (a withdrawal cancelled, a decision taken)', async () => {
    coinsMock.mockResolvedValue({
      current_balance: 1400,
      withdrawable: 1390,
      held: { withdrawals: 600, bets: 0, predictions: 0 },
    });
    render(<CoinsSummary />);
    await settle();
    coinsMock.mockResolvedValue({
      current_balance: 2000,
      withdrawable: 1990,
      held: { withdrawals: 0, bets: 0, predictions: 0 },
    });
    act(() => publish('coins:changed', { reason: 'withdraw-cancel' }));
    await settle();
    expect(coinsMock).toHaveBeenCalledTimes(2);
    expect(figures().slice(0, 3)).toEqual([
      ['Balance', '2000.00'],
      ['Withdrawable', '1990.00'],
      ['Held', '0.00'],
    ]);
  });

  it('shows nothing for a server that sends only the balance, or when it cannot be loaded', async () => {
    coinsMock.mockResolvedValue({ current_balance: 1400 });
    const { container, unmount } = render(<CoinsSummary />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    unmount();
    coinsMock.mockRejectedValue(new Error('down'));
    const second = render(<CoinsSummary />);
    await settle();
    expect(second.container).toBeEmptyDOMElement();
  });
});
