import { ApiError } from '@sportsbook/shared/api';

/**
 * Failures of `placeBet` after which nobody knows whether the bet was placed, for tests: the slip
 * must send the same attempt again. As `[what happened, the error]` rows for `it.each`.
 */
export function unconfirmedFailures(): [string, ApiError][] {
  return [
    [
      'a timeout',
      new ApiError('The server took too long to answer. Please try again.', {
        status: null,
        code: 'TIMEOUT',
      }),
    ],
    [
      'a network failure',
      new ApiError('Could not reach the server. Check your connection and try again.', {
        status: null,
        code: 'NETWORK',
      }),
    ],
    [
      'a 503',
      new ApiError('The service is busy. Please try again.', {
        status: 503,
        code: 'UNEXPECTED_RESPONSE',
      }),
    ],
  ];
}
