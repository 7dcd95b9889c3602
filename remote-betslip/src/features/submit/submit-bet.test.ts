import { apiGet, apiPostForm } from '@sportsbook/shared/api';
import { newIdempotencyKey, outcomeFromError, outcomeFromResponse, submitBet } from './submit-bet';

jest.mock('@sportsbook/shared/api', () => ({ apiGet: jest.fn(), apiPostForm: jest.fn() }));

describe('submitBet, the seam issue 4 completes', () => {
  it('makes no request while POST /ng/bet-submit does not exist, and says so', async () => {
    await expect(
      submitBet({ betEventId: 501, stake: 20, odds: 1.85, idempotencyKey: 'k' }),
    ).resolves.toEqual({ status: 'refused', message: 'Placing bets is not available yet.' });
    expect(apiPostForm).not.toHaveBeenCalled();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('reads a success answer as a placed bet with the server message', () => {
    expect(outcomeFromResponse({ status: 'success', message: 'Bet placed.' })).toEqual({
      status: 'placed',
      message: 'Bet placed.',
    });
  });

  it('reads any other answer as SPEC section 8 says', () => {
    expect(outcomeFromResponse({})).toEqual({
      status: 'refused',
      message: 'Something went wrong. Please try again!',
    });
    expect(outcomeFromResponse(null).message).toBe('Something went wrong. Please try again!');
  });

  it("shows the server's errors.message for a failed request", () => {
    expect(outcomeFromError(new Error('Insufficient balance.'))).toEqual({
      status: 'refused',
      message: 'Insufficient balance.',
    });
    expect(outcomeFromError('boom').message).toBe('Something went wrong. Please try again!');
  });

  it('makes a different idempotency key for every submission', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
  });
});
