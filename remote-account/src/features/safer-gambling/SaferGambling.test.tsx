import { screen } from '@testing-library/react';
import {
  ApiError,
  confirmDepositLimit,
  fetchActivitySummary,
  fetchSaferGambling,
  postDepositLimit,
  postSelfExclusion,
  postTimeOut,
} from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { subscribe } from '@sportsbook/shared/events';
import type { SaferGamblingState } from '@sportsbook/shared/contracts';
import { renderWithSession, settle, setupUser } from '../../common/test-session';
import { ActivitySummary } from './ActivitySummary';
import { DepositLimits } from './DepositLimits';
import { SelfExclusion } from './SelfExclusion';
import { TimeOut } from './TimeOut';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchSaferGambling: jest.fn(),
  fetchActivitySummary: jest.fn(),
  postDepositLimit: jest.fn(),
  confirmDepositLimit: jest.fn(),
  postTimeOut: jest.fn(),
  postSelfExclusion: jest.fn(),
}));

const NOW = '2026-03-10T12:00:00.000Z';

function state(change: Partial<SaferGamblingState> = {}): SaferGamblingState {
  return {
    deposit_limits: [
      { period: 'day', limit: 100, used: 40, left: 60, pending: null },
      { period: 'week', limit: null, used: 40, left: null, pending: null },
      { period: 'month', limit: null, used: 40, left: null, pending: null },
    ],
    play_break: null,
    reality_check_minutes: 0,
    server_time: NOW,
    ...change,
  };
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse(NOW) });
  jest.mocked(fetchSaferGambling).mockReset().mockResolvedValue(state());
});
afterEach(() => jest.useRealTimers());

describe('Deposit Limits', () => {
  it('shows each limit with what is left and sends a new one', async () => {
    const raised = state();
    raised.deposit_limits[0] = {
      period: 'day',
      limit: 100,
      used: 40,
      left: 60,
      pending: { limit: 200, requested_at: NOW, confirmable_at: '2026-03-11T12:00:00.000Z' },
    };
    jest.mocked(postDepositLimit).mockResolvedValue({
      message:
        'A higher limit or a removal waits 24 hours: you can confirm it from 11 Mar 2026, 12:00 UTC.',
      data: raised,
    });
    const user = setupUser();
    renderWithSession(<DepositLimits />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit Limits' })).toBeVisible();
    expect(screen.getByText(/100\.00 coins in any 24 hours: 60\.00 left/)).toBeVisible();
    expect(screen.getByText(/No weekly limit/)).toBeVisible();

    const input = screen.getByLabelText('Daily limit (coins; empty removes it)');
    await user.clear(input);
    await user.type(input, '200');
    await user.click(screen.getByRole('button', { name: 'Save daily limit' }));
    await settle();
    expect(postDepositLimit).toHaveBeenCalledWith('day', '200');
    expect(screen.getByRole('status')).toHaveTextContent('you can confirm it from 11 Mar 2026');
    expect(
      screen.getByText(
        /A raise to 200\.00 coins is waiting: you can confirm it from 11 Mar 2026, 12:00 UTC/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm the change' })).toBeDisabled();
  });

  it('lets the bettor confirm a raise once its 24 hours have passed', async () => {
    const waiting = state({ server_time: '2026-03-11T12:00:00.000Z' });
    waiting.deposit_limits[0] = {
      period: 'day',
      limit: 100,
      used: 0,
      left: 100,
      pending: { limit: 200, requested_at: NOW, confirmable_at: '2026-03-11T12:00:00.000Z' },
    };
    jest.mocked(fetchSaferGambling).mockResolvedValue(waiting);
    jest.mocked(confirmDepositLimit).mockResolvedValue({
      message: 'Your new deposit limit is in force now.',
      data: state(),
    });
    const user = setupUser();
    renderWithSession(<DepositLimits />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
    await settle();
    expect(confirmDepositLimit).toHaveBeenCalledWith('day');
    expect(screen.getByRole('status')).toHaveTextContent('Your new deposit limit is in force now.');
  });

  it("shows the server's refusal in the Error! box", async () => {
    jest.mocked(postDepositLimit).mockRejectedValue(
      new ApiError('The limit must be a positive amount of coins with at most 2 decimals.', {
        status: 422,
        code: 'VALIDATION_FAILED',
      }),
    );
    const user = setupUser();
    renderWithSession(<DepositLimits />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Save weekly limit' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The limit must be a positive amount');
  });
});

describe('Take a Time-out', () => {
  it('starts the chosen time-out and says until when', async () => {
    jest.mocked(postTimeOut).mockResolvedValue({
      message: 'Your time-out runs until 17 Mar 2026, 12:00 UTC.',
      data: state({
        play_break: { kind: 'time-out', started_at: NOW, until: '2026-03-17T12:00:00.000Z' },
      }),
    });
    const user = setupUser();
    renderWithSession(<TimeOut />);
    await settle();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Start my time-out' }));
    await settle();
    expect(postTimeOut).toHaveBeenCalledWith('7d');
    expect(screen.getByText(/You are on a time-out until 17 Mar 2026, 12:00 UTC/)).toBeVisible();
  });
});

describe('Self-exclusion', () => {
  it('asks for the confirmation that it cannot be undone early, then ends the session', async () => {
    jest.mocked(postSelfExclusion).mockResolvedValue({
      message: 'You have excluded yourself until 10 Mar 2027, 12:00 UTC.',
      data: state(),
    });
    const lost = jest.fn();
    const stop = subscribe('session:lost', lost);
    const user = setupUser();
    renderWithSession(<SelfExclusion />);
    await settle();
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/This cannot be undone early/)).toBeVisible();
    const exclude = screen.getByRole('button', { name: 'Exclude me now' });
    expect(exclude).toBeDisabled();
    expect(postSelfExclusion).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('checkbox', { name: 'I understand that it cannot be undone early' }),
    );
    await user.click(exclude);
    await settle();
    expect(postSelfExclusion).toHaveBeenCalledWith('1y');
    expect(lost).toHaveBeenCalled();
    stop();
  });
});

describe('Activity Summary', () => {
  it('shows deposits, withdrawals, stakes and returns of 7 and 30 days', async () => {
    jest.mocked(fetchActivitySummary).mockResolvedValue({
      last_7_days: { deposits: 300, withdrawals: 500, stakes: 125.5, returns: 0 },
      last_30_days: { deposits: 700, withdrawals: 500, stakes: 125.5, returns: 80 },
    });
    renderWithSession(<ActivitySummary />);
    await settle();
    expect(screen.getByText('Last 7 days')).toBeVisible();
    expect(screen.getByText('Last 30 days')).toBeVisible();
    expect(screen.getAllByText('125.50')).toHaveLength(2);
    expect(screen.getByText('80.00')).toBeVisible();
  });
});
