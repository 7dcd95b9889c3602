import { useId, type ReactNode } from 'react';
import {
  BET_STATUS_OPEN,
  MULTIPLE_CORRELATED_MESSAGE,
  multiplePayoutCappedMessage,
} from '@sportsbook/shared/contracts';
import { formatAmount, formatOdds } from '@sportsbook/shared/format';
import { OddsValue } from './OddsValue';
import { PossibleWin } from './PossibleWin';
import { SelectionCard } from './SelectionCard';
import {
  hasCorrelatedSelections,
  multipleCashLimit,
  multipleOffered,
  type BetslipState,
  type Selection,
} from './selections-reducer';
import { StakeControl } from './StakeControl';
import { possibleWin, stakeRangeMessage } from './stake-rules';
import type { StakeTarget } from './use-slip';
import { combinedOdds, multiplePossibleWin } from './multiple-math';
import './multiples.css';

/** The chips of one stake: the quick-stakes feature's, handed in by the slip. */
export type StakeShortcuts = (target: StakeTarget, stake: number, label: string) => ReactNode;

interface MultiSlipProps {
  state: BetslipState;
  /** The site's maximum multiple payout, when known. */
  payoutCap: number | null;
  /** Coins the press stakes in all. */
  totalStake: number;
  onRemove: (betEventId: number) => void;
  onEnterStake: (target: StakeTarget, raw: string) => void;
  onStepStake: (target: StakeTarget, direction: 'down' | 'up') => void;
  onChooseSingles: (chosen: boolean) => void;
  onChooseMultiple: (chosen: boolean) => void;
  stakeShortcuts: StakeShortcuts;
  /** The odds preference and the submit button, which belong to their own features. */
  children?: ReactNode;
}

/** Named for the multiple's stake where several stakes show. */
export const MULTIPLE_SUBJECT = 'the multiple';

/** The name of a multiple of `count` selections. */
export function multipleTitle(count: number): string {
  return `Multiple of ${count} selections`;
}

/** A bet type the bettor places or not: a checkbox with its label. */
function Choice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="sb-slip-multi__choice">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A selection's win as a single: SPEC's rule for its stake and odds. */
function SingleStake({
  selection,
  onEnterStake,
  onStepStake,
  stakeShortcuts,
}: Pick<MultiSlipProps, 'onEnterStake' | 'onStepStake' | 'stakeShortcuts'> & {
  selection: Selection;
}) {
  const { bet, stake, stakeMessage } = selection;
  const title = bet.bet_event_title;
  if (selection.singlePlaced) {
    return <p className="sb-slip-multi__placed">Single placed.</p>;
  }
  const win = possibleWin(bet.bet_ratio, stake, bet.bets.cash_limit);
  return (
    <div className="sb-slip-multi__single">
      <p className="sb-slip-range">{stakeRangeMessage(bet.bets.cash_limit)}</p>
      <StakeControl
        stake={stake}
        message={stakeMessage}
        subject={title}
        onEnter={(raw) => onEnterStake(bet.id, raw)}
        onStep={(direction) => onStepStake(bet.id, direction)}
      />
      {stakeShortcuts(bet.id, stake, `Quick stakes on ${title}`)}
      <dl className="sb-slip-totals sb-slip-totals--compact">
        <PossibleWin win={win} />
      </dl>
    </div>
  );
}

/**
 * The slip of two or more selections (issue 32): each selection with its remove button and, when
 * singles are chosen, a stake of its own; the multiple with its combined odds, one stake and its
 * possible win; the total staked. Two selections of one match are offered as singles only.
 */
export function MultiSlip({
  state,
  payoutCap,
  totalStake,
  onRemove,
  onEnterStake,
  onStepStake,
  onChooseSingles,
  onChooseMultiple,
  stakeShortcuts,
  children,
}: MultiSlipProps) {
  const { selections, multiple } = state;
  const offered = multipleOffered(selections);
  const correlated = hasCorrelatedSelections(selections);
  const singlesShown = state.singlesChosen || !offered;
  const odds = selections.map((selection) => selection.bet.bet_ratio);
  const locked = selections.some((selection) => selection.bet.bets.bet_status !== BET_STATUS_OPEN);
  const cashLimit = multipleCashLimit(selections);
  const { win, capped } = multiplePossibleWin(multiple.stake, odds, cashLimit, payoutCap);
  return (
    <div className="sb-slip-content sb-slip-multi">
      {offered && (
        <Choice
          label="Singles: a stake on each selection"
          checked={state.singlesChosen}
          onChange={onChooseSingles}
        />
      )}
      <ul className="sb-slip-multi__list" aria-label="Selections">
        {selections.map((selection) => {
          const { bet } = selection;
          return (
            <li key={bet.id} className="sb-slip-multi__item">
              <SelectionCard
                bet={bet}
                oddsTrend={selection.oddsTrend}
                label={`${bet.bet_event_title}, ${bet.bets.matches.match_title}`}
                removeLabel={`Remove ${bet.bet_event_title}`}
                onRemove={() => onRemove(bet.id)}
                compact
              />
              {singlesShown && (
                <SingleStake
                  selection={selection}
                  onEnterStake={onEnterStake}
                  onStepStake={onStepStake}
                  stakeShortcuts={stakeShortcuts}
                />
              )}
            </li>
          );
        })}
      </ul>
      {correlated && (
        <p className="sb-slip-notice sb-slip-notice--warn" role="status">
          {MULTIPLE_CORRELATED_MESSAGE}
        </p>
      )}
      {offered && (
        <section className="sb-slip-multi__multiple" aria-label={multipleTitle(selections.length)}>
          <Choice
            label={multipleTitle(selections.length)}
            checked={multiple.chosen}
            onChange={onChooseMultiple}
          />
          <dl className="sb-slip-totals">
            <div className="sb-slip-totals__row">
              <dt>Combined odds</dt>
              <dd>
                {locked ? (
                  <OddsValue odds={0} trend={null} locked />
                ) : (
                  formatOdds(combinedOdds(odds))
                )}
              </dd>
            </div>
          </dl>
          {multiple.chosen && (
            <>
              <p className="sb-slip-range">{stakeRangeMessage(cashLimit)}</p>
              <StakeControl
                stake={multiple.stake}
                message={multiple.stakeMessage}
                subject={MULTIPLE_SUBJECT}
                onEnter={(raw) => onEnterStake('multiple', raw)}
                onStep={(direction) => onStepStake('multiple', direction)}
              />
              {stakeShortcuts('multiple', multiple.stake, 'Quick stakes on the multiple')}
              <dl className="sb-slip-totals">
                <PossibleWin win={win} />
              </dl>
              {capped && payoutCap !== null && (
                <p className="sb-slip-notice sb-slip-notice--warn" role="status">
                  {multiplePayoutCappedMessage(payoutCap)}
                </p>
              )}
            </>
          )}
        </section>
      )}
      <dl className="sb-slip-totals">
        <div className="sb-slip-totals__row">
          <dt>Total stake</dt>
          <dd>{formatAmount(totalStake)}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
