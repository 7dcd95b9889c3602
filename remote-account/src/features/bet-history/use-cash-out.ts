/**
 * Cash-out of an open bet (issue 32): its price, kept live, and the cash-out itself, with every
 * ending the page must tell apart. The rules (which part may cash out, what a part is worth) are
 * shared's (`cashOutAmountProblem`, `partialCashOutPrice`), the same the API applies.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  IdempotentAttempts,
  browserSessionStorage,
  cashOutBet,
  fetchCashOutQuote,
  outcomeKnown,
  setAutoCashOut,
  type AttemptStorage,
} from '@sportsbook/shared/api';
import {
  CASH_OUT_MESSAGES,
  type BetHistoryItem,
  type CashOutQuote,
  type CashOutRequest,
} from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import { onMatchBetUpdate, onOddsChange } from '@sportsbook/shared/realtime';

/** The price as the page knows it. */
export type QuoteState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; quote: CashOutQuote };

/** SPEC section 8's words when an answer says nothing of what happened. */
export const CASH_OUT_FAILED_MESSAGE = 'Something went wrong. Please try again!';
/** Shown while the price cannot be read (the bet still cashes out once it can). */
export const PRICE_UNKNOWN_MESSAGE = 'The cash out price is not available right now.';

/**
 * The bet's cash-out price from `GET /ng/bet/{id}/cash-out`: read when the details open, again
 * when the bet changes (a cash-out, a settlement, a leg of a multiple settled: the row's fields),
 * on every odds move of one of its selections, whichever leg of a multiple it is (`MatchEvents` on
 * `bet-ratio-change`), and when the market of one of them is locked, opened or replaced
 * (`MatchBetUpdate`, which makes the price unavailable or available again). A row without its
 * legs' selections (a single) listens to every market. One request at a time: moves during a
 * request read the price once more after it, never a request per move.
 */
export function useCashOutQuote(bet: BetHistoryItem): {
  quote: QuoteState;
  reload: () => void;
  showPrice: (price: number) => void;
} {
  const [quote, setQuote] = useState<QuoteState>({ state: 'loading' });
  const inFlight = useRef(false);
  const again = useRef(false);
  const mounted = useRef(true);
  const betId = bet.id;

  const reload = useCallback(() => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const read = (): void => {
      fetchCashOutQuote(betId)
        .then((next) => {
          if (mounted.current) setQuote({ state: 'loaded', quote: next });
        })
        .catch(() => {
          if (mounted.current) setQuote({ state: 'failed' });
        })
        .finally(() => {
          if (again.current && mounted.current) {
            again.current = false;
            read();
          } else {
            inFlight.current = false;
          }
        });
    };
    read();
  }, [betId]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The bet changed (a cash-out, a settlement, a leg's result): its price did too.
  const legResults = bet.legs?.map((leg) => leg.result).join(',') ?? '';
  useEffect(reload, [reload, bet.remaining_stake, bet.status, bet.cashed_out, legResults]);

  const legIds = bet.legs?.map((leg) => leg.bet_event_id).join(',') ?? '';
  useEffect(() => {
    const ids = new Set(legIds.split(',').filter(Boolean).map(Number));
    const concerns = (selections: readonly { id: number }[] | undefined): boolean =>
      ids.size === 0 || (selections ?? []).some((selection) => ids.has(selection.id));
    const stopOdds = onOddsChange((payload) => {
      if (concerns(payload.data)) reload();
    });
    const stopMarkets = onMatchBetUpdate((payload) => {
      if (concerns(payload.data?.flatMap((market) => market.bet_events ?? []))) reload();
    });
    return () => {
      stopOdds();
      stopMarkets();
    };
  }, [legIds, reload]);

  /** A price the server told us some other way (a refusal carrying the new price). */
  const showPrice = useCallback((price: number) => {
    setQuote((current) =>
      current.state === 'loaded'
        ? { state: 'loaded', quote: { ...current.quote, price } }
        : current,
    );
  }, []);

  return { quote, reload, showPrice };
}

/** How a cash-out ended, in the words the page shows. */
export type CashOutOutcome =
  | { status: 'done'; message: string; bet: BetHistoryItem | null; paid: number | null }
  /** The price moved and the bettor's preference asks: nothing moved; `price` is the new one. */
  | { status: 'price-changed'; message: string; price: number }
  /** The bet cannot cash out now (its market locked or settled, the bet no longer open). */
  | { status: 'unavailable'; message: string }
  /** Refused for another reason (the amount): nothing moved. */
  | { status: 'refused'; message: string }
  /** No answer that says how it ended: a retry sends the same attempt (its key). */
  | { status: 'unconfirmed'; message: string };

/** Maps a failed `POST /ng/bet/cash-out` to what the page shows. */
export function cashOutOutcomeFromError(error: unknown): CashOutOutcome {
  const message = (error instanceof Error && error.message) || CASH_OUT_FAILED_MESSAGE;
  if (error instanceof ApiError && error.code === 'CASH_OUT_PRICE_CHANGED') {
    const price = Number(error.fieldErrors.price_seen);
    if (Number.isFinite(price) && price >= 0) {
      return { status: 'price-changed', message: CASH_OUT_MESSAGES.priceChanged, price };
    }
  }
  if (error instanceof ApiError && error.code === 'CASH_OUT_UNAVAILABLE') {
    return { status: 'unavailable', message };
  }
  return { status: outcomeKnown(error) ? 'refused' : 'unconfirmed', message };
}

/**
 * sessionStorage key of the cash-outs whose outcome is unknown: a JSON array of CashOutRequests
 * with their keys. A wire between this remote's builds in one tab: never renamed or reshaped.
 */
export const CASH_OUT_ATTEMPTS_STORAGE_KEY = 'sportsbook:account:unconfirmed-cash-outs';

function isCashOutRequest(value: unknown): value is CashOutRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { bet_id, amount, price_seen } = value as Record<string, unknown>;
  return (
    typeof bet_id === 'number' &&
    (amount === undefined || typeof amount === 'number') &&
    (price_seen === undefined || typeof price_seen === 'number')
  );
}

/**
 * The page's cash-out attempts (shared's rule: one Idempotency-Key per attempt, sent again until
 * the outcome is known). An attempt is a bet and the part of it: a retry sends it as first sent,
 * so the coins move once however often the bettor presses.
 */
export function cashOutAttempts(
  storage: AttemptStorage | null,
  newKey?: () => string,
): IdempotentAttempts<CashOutRequest> {
  return new IdempotentAttempts<CashOutRequest>({
    identify: (request) => `${request.bet_id}:${request.amount ?? 'all'}`,
    storage: {
      storage,
      storageKey: CASH_OUT_ATTEMPTS_STORAGE_KEY,
      isRequest: isCashOutRequest,
    },
    ...(newKey ? { newKey } : {}),
  });
}

/** Sends one cash-out; never throws, every ending is an outcome. */
export function useCashOutSubmit(): {
  cashOut: (request: CashOutRequest) => Promise<CashOutOutcome>;
  busy: boolean;
} {
  const [attempts] = useState(() => cashOutAttempts(browserSessionStorage()));
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const cashOut = useCallback(
    async (request: CashOutRequest): Promise<CashOutOutcome> => {
      if (inFlight.current) return { status: 'unconfirmed', message: CASH_OUT_FAILED_MESSAGE };
      inFlight.current = true;
      setBusy(true);
      try {
        const body = await attempts.send(request, cashOutBet);
        if (body?.status !== 'success') {
          return { status: 'unconfirmed', message: CASH_OUT_FAILED_MESSAGE };
        }
        // The header's balance is the host's: it reloads on this signal.
        publish('coins:changed', { reason: 'cash-out' });
        return {
          status: 'done',
          message: body.message || CASH_OUT_MESSAGES.cashedOut,
          bet: body.data?.bet ?? null,
          paid: body.data?.paid ?? null,
        };
      } catch (error) {
        return cashOutOutcomeFromError(error);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [attempts],
  );

  return { cashOut, busy };
}

/** Sets or clears (null) the automatic cash-out; resolves to the message and the bet as saved. */
export async function saveAutoCashOut(
  betId: number,
  value: number | null,
): Promise<
  { ok: true; message: string; bet: BetHistoryItem | null } | { ok: false; message: string }
> {
  try {
    const body = await setAutoCashOut(betId, value);
    const fallback = value === null ? CASH_OUT_MESSAGES.autoCleared : CASH_OUT_MESSAGES.autoSet;
    return { ok: true, message: body.message || fallback, bet: body.data?.bet ?? null };
  } catch (error) {
    return {
      ok: false,
      message: (error instanceof Error && error.message) || CASH_OUT_FAILED_MESSAGE,
    };
  }
}
