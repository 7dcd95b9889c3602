import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  STAKE_MIN,
  cashOutAmountProblem,
  coins,
  partialCashOutPrice,
  type BetHistoryItem,
} from '@sportsbook/shared/contracts';
import { coinsFromMinor, formatAmount, minorFromCoins } from '@sportsbook/shared/format';
import {
  PRICE_UNKNOWN_MESSAGE,
  saveAutoCashOut,
  useCashOutQuote,
  useCashOutSubmit,
} from './use-cash-out';

/** The amount text as coins, or the problem with it (shared's coin rule, then the part's rule). */
function checkCoins(text: string): { value: number } | { problem: string } {
  try {
    coins().validateSync(text);
    return { value: Number(text.trim()) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** An amount of coins typed in, with its buttons beside it and, under it, its help or problem. */
function AmountField({
  id,
  label,
  value,
  onChange,
  invalid,
  help,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  help: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <label className="sb-cash-out__label" htmlFor={id}>
        {label}
      </label>
      <div className="sb-cash-out__row">
        <input
          id={id}
          className="sb-cash-out__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={invalid}
          aria-describedby={help === null ? undefined : `${id}-help`}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      {help !== null && (
        <p id={`${id}-help`} className="sb-cash-out__help">
          {help}
        </p>
      )}
    </>
  );
}

/** What the bettor asked for and waits to confirm: all of the stake (amount null) or a part. */
interface Pending {
  amount: number | null;
  /** The whole stake's price the confirmation was made from (sent as `price_seen`). */
  priceSeen: number;
  /** The price changed and this is the new one, to accept or not. */
  changed: boolean;
}

interface Notice {
  text: string;
  tone: 'success' | 'warn' | 'error';
}

/**
 * Cash-out of an open bet (issue 32), inside its details: the price, refreshing live; "Cash out"
 * all of it, or a part (an amount under the stake rules); a confirmation showing what the bettor
 * gets; the refusals in words (locked market; a changed price, shown with the choice to accept
 * it); and the automatic cash-out value, set or cleared. `onBetChanged` hands the bet as the server
 * now shows it to the list.
 */
export function CashOut({
  bet,
  onBetChanged,
}: {
  bet: BetHistoryItem;
  onBetChanged: (bet: BetHistoryItem) => void;
}) {
  const id = useId();
  const { quote, reload, showPrice } = useCashOutQuote(bet);
  const { cashOut, busy } = useCashOutSubmit();
  const [partText, setPartText] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const fullButton = useRef<HTMLButtonElement>(null);

  // After a press the focus goes to what it did (the buttons it was on are gone); once rendered,
  // as an empty notice is not shown and takes no focus.
  const focusNotice = useRef(false);
  useEffect(() => {
    if (!focusNotice.current || !notice) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [notice]);
  // Focus follows the step: to the confirmation when it opens, back to "Cash out" on Cancel.
  const [focusFull, setFocusFull] = useState(false);
  useEffect(() => {
    if (pending) confirmButton.current?.focus();
  }, [pending]);
  useEffect(() => {
    if (!focusFull || pending) return;
    fullButton.current?.focus();
    setFocusFull(false);
  }, [focusFull, pending]);

  const loaded = quote.state === 'loaded' ? quote.quote : null;
  const available = loaded?.available === true;
  const riding = loaded?.stake ?? bet.remaining_stake ?? bet.bet_amount;
  const part = partText.trim() === '' ? null : checkCoins(partText);
  const partProblem =
    part === null
      ? null
      : 'problem' in part
        ? part.problem
        : cashOutAmountProblem(part.value, riding);
  // A part (less than all) is possible while the largest one, leaving the smallest stake riding,
  // passes shared's rule.
  const largestPart = coinsFromMinor(minorFromCoins(riding) - minorFromCoins(STAKE_MIN));
  const partPossible =
    largestPart >= STAKE_MIN && cashOutAmountProblem(largestPart, riding) === null;
  const partValue = part && 'value' in part && partProblem === null ? part.value : null;

  const ask = (amount: number | null): void => {
    if (!loaded || !available) return;
    setNotice(null);
    setPending({ amount, priceSeen: loaded.price, changed: false });
  };

  const confirm = async (): Promise<void> => {
    if (!pending) return;
    const outcome = await cashOut({
      bet_id: bet.id,
      ...(pending.amount === null ? {} : { amount: pending.amount }),
      price_seen: pending.priceSeen,
    });
    if (outcome.status === 'price-changed') {
      showPrice(outcome.price);
      setPending({ ...pending, priceSeen: outcome.price, changed: true });
      setNotice({ text: outcome.message, tone: 'warn' });
      return;
    }
    setPending(null);
    if (outcome.status === 'done') {
      setPartText('');
      setNotice({ text: outcome.message, tone: 'success' });
      if (outcome.bet) onBetChanged(outcome.bet);
      else reload();
    } else {
      setNotice({
        text: outcome.message,
        tone: outcome.status === 'unavailable' ? 'warn' : 'error',
      });
      if (outcome.status === 'unavailable') reload();
    }
    focusNotice.current = true;
  };

  const cancel = (): void => {
    setPending(null);
    setNotice(null);
    setFocusFull(true);
  };

  const submitPart = (event: FormEvent): void => {
    event.preventDefault();
    if (partValue !== null) ask(partValue);
  };

  const pendingAmount = pending?.amount ?? riding;
  const pendingPrice = pending ? partialCashOutPrice(pending.priceSeen, riding, pendingAmount) : 0;
  const partPrice =
    loaded && partValue !== null ? partialCashOutPrice(loaded.price, riding, partValue) : null;

  return (
    <section className="sb-cash-out" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sb-bet-details__heading">
        Cash out
      </h3>
      <p className="sb-cash-out__price" aria-live="polite">
        {quote.state === 'loading' && 'Reading the cash out price…'}
        {quote.state === 'failed' && PRICE_UNKNOWN_MESSAGE}
        {/* A refusal already says why (the notice below): not twice. */}
        {loaded &&
          !available &&
          (loaded.reason ?? PRICE_UNKNOWN_MESSAGE) !== notice?.text &&
          (loaded.reason || PRICE_UNKNOWN_MESSAGE)}
        {loaded && available && (
          <>
            Cash out price:{' '}
            <strong className="sb-account-num" data-testid="cash-out-price">
              {formatAmount(loaded.price)}
            </strong>{' '}
            for the stake of {formatAmount(riding)}
          </>
        )}
      </p>

      {available && !pending && (
        <div className="sb-cash-out__actions">
          <button
            ref={fullButton}
            type="button"
            className="sb-btn"
            disabled={busy}
            onClick={() => ask(null)}
          >
            Cash out {formatAmount(loaded.price)}
          </button>
          {partPossible && (
            <form className="sb-cash-out__part" onSubmit={submitPart} noValidate>
              <AmountField
                id={`${id}-part`}
                label="Part of the stake to cash out"
                value={partText}
                onChange={setPartText}
                invalid={partProblem !== null}
                help={
                  partProblem ??
                  (partPrice !== null
                    ? `You get ${formatAmount(partPrice)}; ${formatAmount(coinsFromMinor(minorFromCoins(riding) - minorFromCoins(partValue ?? 0)))} stays on the bet.`
                    : `From ${formatAmount(STAKE_MIN)} to ${formatAmount(largestPart)}: at least ${formatAmount(STAKE_MIN)} stays on the bet.`)
                }
              >
                <button
                  type="submit"
                  className="sb-btn sb-btn--ghost"
                  disabled={busy || partValue === null}
                >
                  Cash out part
                </button>
              </AmountField>
            </form>
          )}
        </div>
      )}

      {pending && (
        <div className="sb-cash-out__confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            {pending.changed && `New price: ${formatAmount(pending.priceSeen)}. `}
            {pending.amount === null
              ? `Cash out your whole stake of ${formatAmount(riding)} for ${formatAmount(pendingPrice)}?`
              : `Cash out ${formatAmount(pending.amount)} of your stake for ${formatAmount(pendingPrice)}?`}
          </p>
          <div className="sb-cash-out__actions">
            <button
              ref={confirmButton}
              type="button"
              className="sb-btn"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {pending.changed ? 'Accept new price' : 'Confirm cash out'}
            </button>
            <button type="button" className="sb-btn sb-btn--ghost" disabled={busy} onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}

      <p
        ref={noticeRef}
        tabIndex={-1}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        className={`sb-cash-out__notice${notice ? ` sb-cash-out__notice--${notice.tone}` : ''}`}
      >
        {notice?.text}
      </p>

      <AutoCashOut bet={bet} onBetChanged={onBetChanged} />
    </section>
  );
}

/** The automatic cash-out: a value the server cashes the bet out at, once, when the price reaches it. */
function AutoCashOut({
  bet,
  onBetChanged,
}: {
  bet: BetHistoryItem;
  onBetChanged: (bet: BetHistoryItem) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  const [shown, setShown] = useState<number | null>(bet.cash_out_value ?? null);
  useEffect(() => setShown(bet.cash_out_value ?? null), [bet.cash_out_value]);

  const checked = text.trim() === '' ? null : checkCoins(text);
  const problem = checked && 'problem' in checked ? checked.problem : null;

  const save = async (value: number | null): Promise<void> => {
    setSaving(true);
    const result = await saveAutoCashOut(bet.id, value);
    setSaving(false);
    setMessage({ text: result.message, tone: result.ok ? 'success' : 'error' });
    if (!result.ok) return;
    setText('');
    setShown(result.bet ? (result.bet.cash_out_value ?? null) : value);
    if (result.bet) onBetChanged(result.bet);
  };

  return (
    <form
      className="sb-cash-out__auto"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (checked && 'value' in checked) void save(checked.value);
      }}
    >
      <h4 className="sb-bet-details__subheading">Automatic cash out</h4>
      <p className="sb-cash-out__help">
        {shown === null
          ? 'Not set. The bet cashes out by itself when its price reaches the value you set.'
          : `Set: the bet cashes out by itself when its price reaches ${formatAmount(shown)}.`}
      </p>
      <AmountField
        id={`${id}-auto`}
        label="Cash out automatically at"
        value={text}
        onChange={setText}
        invalid={problem !== null}
        help={problem}
      >
        <button
          type="submit"
          className="sb-btn sb-btn--ghost"
          disabled={saving || !checked || problem !== null}
        >
          Set automatic cash out
        </button>
        {shown !== null && (
          <button
            type="button"
            className="sb-btn sb-btn--ghost"
            disabled={saving}
            onClick={() => void save(null)}
          >
            Clear automatic cash out
          </button>
        )}
      </AmountField>
      <p role="status" className="sb-cash-out__notice">
        {message?.text}
      </p>
    </form>
  );
}
