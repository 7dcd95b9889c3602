import { ApiError, placeBet } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { unconfirmedFailures } from '../../common/test-failures';
import {
  ODDS_CHANGED_MESSAGE,
  outcomeFromError,
  outcomeFromResponse,
  submitBet,
} from './submit-bet';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  placeBet: jest.fn(),
}));

const placeBetMock = jest.mocked(placeBet);
const submission = { betEventId: 501, stake: 40, odds: 1.85, idempotencyKey: 'key-1' };

function placedResponse(message: string) {
  return {
    status: 'success' as const,
    message,
    data: {
      id: 1,
      bet_event_id: 501,
      bet_amount: 40,
      bet_rate: 1.85,
      possible_win: 74,
      status: 'pending' as const,
      bet_placed_at: '2026-01-01T00:00:00Z',
    },
  };
}

beforeEach(() => placeBetMock.mockReset());

describe('submitBet', () => {
  it('posts the stake, the bet event and the odds shown, with the idempotency key', async () => {
    placeBetMock.mockResolvedValue(placedResponse('Bet placed successfully.'));
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'placed',
      message: 'Bet placed successfully.',
    });
    expect(placeBetMock).toHaveBeenCalledWith(
      { bet_amount: 40, bet_event_id: 501, bet_ratio: 1.85 },
      'key-1',
    );
  });

  it('reads an answer without status success as SPEC section 8 says, and as unconfirmed', async () => {
    placeBetMock.mockResolvedValue({ status: 'error' } as never);
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'unconfirmed',
      message: 'Something went wrong. Please try again!',
    });
  });

  it.each<[string, Error]>([
    ...unconfirmedFailures(),
    ['an error that is not an API error', new TypeError('boom')],
  ])('leaves the outcome unconfirmed after %s, with its message', async (_case, error) => {
    placeBetMock.mockRejectedValue(error);
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'unconfirmed',
      message: error.message,
    });
  });

  it('keeps the attempt when the session had ended: an earlier press of it may have placed it', async () => {
    placeBetMock.mockRejectedValue(
      new ApiError('Please Log In!', { status: null, code: 'UNAUTHENTICATED' }),
    );
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'unconfirmed',
      message: 'Please Log In!',
    });
  });

  it("shows the server's errors.message when the request fails", async () => {
    placeBetMock.mockRejectedValue(
      new ApiError('Insufficient balance.', { status: 422, code: 'INSUFFICIENT_BALANCE' }),
    );
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'refused',
      message: 'Insufficient balance.',
    });
  });

  it('reports moved odds with the price the server gives in errors.bet_ratio', async () => {
    placeBetMock.mockRejectedValue(
      new ApiError('The odds have changed.', {
        status: 409,
        code: 'ODDS_CHANGED',
        fieldErrors: { bet_ratio: '2.10' },
      }),
    );
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'odds-changed',
      message: ODDS_CHANGED_MESSAGE,
      odds: 2.1,
    });
  });

  it('falls back to the server message when an odds refusal carries no odds', async () => {
    placeBetMock.mockRejectedValue(
      new ApiError('The odds have changed.', { status: 409, code: 'ODDS_CHANGED' }),
    );
    await expect(submitBet(submission)).resolves.toEqual({
      status: 'refused',
      message: 'The odds have changed.',
    });
  });
});

describe('mapping answers', () => {
  it('reads a success answer as a placed bet with the server message', () => {
    expect(outcomeFromResponse({ status: 'success', message: 'Bet placed.' })).toEqual({
      status: 'placed',
      message: 'Bet placed.',
    });
  });

  it('reads any other answer as SPEC section 8 says', () => {
    expect(outcomeFromResponse({})).toEqual({
      status: 'unconfirmed',
      message: 'Something went wrong. Please try again!',
    });
    expect(outcomeFromResponse(null).message).toBe('Something went wrong. Please try again!');
  });

  it('uses the error message, or the SPEC text when there is none', () => {
    expect(outcomeFromError(new Error('Market is locked.')).message).toBe('Market is locked.');
    expect(outcomeFromError('boom').message).toBe('Something went wrong. Please try again!');
  });
});
