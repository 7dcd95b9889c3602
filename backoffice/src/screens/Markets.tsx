/**
 * Matches and their markets with live status and odds: lock or unlock, move odds, and settle a
 * winner or void after the money impact is shown (bets, stakes, payouts, the house's result).
 */
import { useState } from 'react';
import { ApiError } from '@sportsbook/shared/api/attempts';
import type {
  OperatorMarket as Market,
  OperatorMarkets,
  SettlementImpact as Impact,
} from '@sportsbook/shared/contracts';
import { call } from '../api';
import { Coins, Feedback, ListError, useAction } from '../common';
import { usePolled } from '../use-polled';

/** What settling does; owned by the market's controls so its answer outlives the settle form. */
type SettleAction = ReturnType<typeof useAction>;

function Settle({ market, action }: { market: Market; action: SettleAction }) {
  const [winner, setWinner] = useState('');
  const [impact, setImpact] = useState<Impact | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const selectId = `settle-${market.id}-winner`;
  const preview = async () => {
    setImpact(null);
    setPreviewError(null);
    if (winner === '') {
      setPreviewError('Choose the winning selection, or void.');
      return;
    }
    try {
      const result = await call<Impact>(
        'GET',
        `/markets/${market.id}/settlement-preview?winner=${encodeURIComponent(winner)}`,
      );
      setImpact(result.data);
    } catch (caught) {
      setPreviewError(caught instanceof ApiError ? caught.message : 'No preview.');
    }
  };
  return (
    <div className="bo-settle">
      <label htmlFor={selectId}>Outcome of market {market.id}</label>
      <select
        id={selectId}
        value={winner}
        onChange={(event) => {
          setWinner(event.target.value);
          setImpact(null);
        }}
      >
        <option value="">Choose…</option>
        {market.selections.map((selection) => (
          <option key={selection.id} value={String(selection.id)}>
            {selection.title} wins
          </option>
        ))}
        <option value="void">Void (refund every stake)</option>
      </select>
      <button type="button" onClick={() => void preview()}>
        Show the money impact
      </button>
      {previewError ? (
        <p className="bo-error" role="alert">
          {previewError}
        </p>
      ) : null}
      {impact ? (
        <div className="bo-impact" role="status">
          <dl>
            <dt>Bets</dt>
            <dd>{impact.bets}</dd>
            <dt>Total stakes</dt>
            <dd>
              <Coins value={impact.total_stakes} />
            </dd>
            <dt>Total payouts</dt>
            <dd>
              <Coins value={impact.total_payouts} />
            </dd>
            <dt>House result</dt>
            <dd>
              <Coins value={impact.house_result} />
            </dd>
          </dl>
          <button
            type="button"
            className="bo-primary"
            disabled={action.busy}
            onClick={() =>
              void action.run(
                'POST',
                `/markets/${market.id}/settle`,
                { winner },
                `Market ${market.id} settled.`,
              )
            }
          >
            Confirm settlement of market {market.id}
          </button>
        </div>
      ) : null}
      <Feedback state={action} />
    </div>
  );
}

function MarketControls({ market, onDone }: { market: Market; onDone: () => Promise<void> }) {
  const status = useAction(onDone);
  const odds = useAction(onDone);
  // Settled, the market shows no settle form: its confirmation is shown here instead.
  const settle = useAction(onDone);
  const [prices, setPrices] = useState<Record<number, string>>({});
  if (market.status === 'settled') {
    return (
      <>
        <p>
          Settled:{' '}
          {market.settlement?.winner
            ? `${market.selections.find((s) => s.id === market.settlement?.winner)?.title ?? ''} won`
            : 'void'}
        </p>
        <Feedback state={settle} />
      </>
    );
  }
  const locked = market.status === 'locked';
  return (
    <>
      <button
        type="button"
        disabled={status.busy}
        onClick={() =>
          void status.run(
            'POST',
            `/markets/${market.id}/${locked ? 'unlock' : 'lock'}`,
            {},
            locked ? 'Unlocked.' : 'Locked.',
          )
        }
      >
        {locked ? 'Unlock' : 'Lock'} market {market.id}
      </button>
      <Feedback state={status} />
      <form
        className="bo-odds"
        onSubmit={(event) => {
          event.preventDefault();
          const changes = Object.entries(prices)
            .filter(([, text]) => text.trim() !== '')
            .map(([id, text]) => ({ id: Number(id), odds: Number(text) }));
          void odds.run('POST', `/markets/${market.id}/odds`, { odds: changes }, 'Odds moved.');
        }}
      >
        {market.selections.map((selection) => (
          <span key={selection.id} className="bo-field-inline">
            <label htmlFor={`odds-${selection.id}`}>New odds of {selection.title}</label>
            <input
              id={`odds-${selection.id}`}
              inputMode="decimal"
              size={6}
              value={prices[selection.id] ?? ''}
              onChange={(event) =>
                setPrices((before) => ({ ...before, [selection.id]: event.target.value }))
              }
            />
          </span>
        ))}
        <button type="submit" disabled={odds.busy}>
          Move odds of market {market.id}
        </button>
        <Feedback state={odds} />
      </form>
      <Settle market={market} action={settle} />
    </>
  );
}

export function Markets() {
  const list = usePolled<OperatorMarkets>('/markets', 'markets');
  return (
    <section aria-labelledby="markets-title">
      <h1 id="markets-title">Markets</h1>
      <ListError error={list.error} />
      {list.data?.matches.map((match) => (
        <article key={match.id} className="bo-card" aria-labelledby={`match-${match.id}`}>
          <h2 id={`match-${match.id}`}>
            {match.title} <span className="bo-badge">{match.status}</span>
          </h2>
          {match.markets.map((market) => (
            <div key={market.id} className="bo-market">
              <h3>
                Market {market.id}: {market.title} <span className="bo-badge">{market.status}</span>
              </h3>
              <p>
                {market.selections.map((selection) => (
                  <span key={selection.id} className="bo-odd">
                    {selection.title} <strong>{selection.odds.toFixed(2)}</strong>
                  </span>
                ))}
              </p>
              <MarketControls market={market} onDone={list.reload} />
            </div>
          ))}
        </article>
      ))}
    </section>
  );
}
