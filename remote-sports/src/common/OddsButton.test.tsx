import { fireEvent, render, screen } from '@testing-library/react';
import { subscribe } from '@sportsbook/shared/events';
import { OddsButton } from './OddsButton';
import { BET_STATUS_LOCKED, BET_STATUS_OPEN, betEvent } from '../test/fixtures';

function listenToBetSelect() {
  const selected: number[] = [];
  const stop = subscribe('bet:select', ({ betEventId }) => selected.push(betEventId));
  return { selected, stop };
}

describe('OddsButton', () => {
  it('shows the option title and its odds to two decimals', () => {
    render(<OddsButton event={betEvent(7, 'Mumbai Indians', 1.5)} betStatus={BET_STATUS_OPEN} />);
    const button = screen.getByRole('button', { name: 'Mumbai Indians 1.50' });
    // The name is the visible text (axe: label-content-name-mismatch).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent(/^Mumbai Indians 1\.50$/);
    expect(button).toBeEnabled();
  });

  it('tells the betslip which bet event was picked when the market is open', () => {
    const bus = listenToBetSelect();
    render(<OddsButton event={betEvent(7, 'Mumbai Indians', 1.5)} betStatus={BET_STATUS_OPEN} />);
    fireEvent.click(screen.getByRole('button', { name: /Mumbai Indians/ }));
    bus.stop();
    expect(bus.selected).toEqual([7]);
  });

  it('sends what it shows of the pick as details, beside the id an older slip reads (shared 2.10.0)', () => {
    const payloads: unknown[] = [];
    const stop = subscribe('bet:select', (payload) => payloads.push(payload));
    const olderSlip = listenToBetSelect();
    const match = {
      id: 9,
      match_title: 'IPL 2025 · Match 12',
      first_team: 'Mumbai Indians',
      second_team: 'Chennai Super Kings',
      status: 'LIVE' as const,
      match_datetime: '2025-04-12T14:00:00Z',
    };
    render(
      <OddsButton
        event={betEvent(7, 'Mumbai Indians', 1.5, 77)}
        betStatus={BET_STATUS_OPEN}
        pickContext={{
          market: { id: 77, bet_title: 'Match Winner', cash_limit: 5000, match_id: 9 },
          match,
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Mumbai Indians/ }));
    stop();
    olderSlip.stop();
    expect(olderSlip.selected).toEqual([7]);
    expect(payloads).toEqual([
      {
        betEventId: 7,
        details: {
          id: 7,
          bet_id: 77,
          bet_event_title: 'Mumbai Indians',
          bet_ratio: 1.5,
          bets: {
            id: 77,
            bet_title: 'Match Winner',
            bet_status: BET_STATUS_OPEN,
            cash_limit: 5000,
            match_id: 9,
            matches: match,
          },
        },
      },
    ]);
  });

  it('sends the id alone when its list does not know the market whole (the upcoming cards)', () => {
    const payloads: unknown[] = [];
    const stop = subscribe('bet:select', (payload) => payloads.push(payload));
    render(<OddsButton event={betEvent(7, 'Mumbai Indians', 1.5)} betStatus={BET_STATUS_OPEN} />);
    fireEvent.click(screen.getByRole('button', { name: /Mumbai Indians/ }));
    stop();
    expect(payloads).toEqual([{ betEventId: 7 }]);
  });

  it('shows a lock instead of the odds and does nothing when the market is not open', () => {
    const bus = listenToBetSelect();
    render(<OddsButton event={betEvent(7, 'Mumbai Indians', 1.5)} betStatus={BET_STATUS_LOCKED} />);
    const button = screen.getByRole('button', { name: 'Mumbai Indians locked' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveTextContent('1.50');
    expect(button.querySelector('[data-icon="lock"]')).not.toBeNull();
    fireEvent.click(button);
    bus.stop();
    expect(bus.selected).toEqual([]);
  });

  it('treats any status other than 1 as locked', () => {
    render(<OddsButton event={betEvent(7, 'Draw', 3.2)} betStatus={2} />);
    expect(screen.getByRole('button', { name: 'Draw locked' })).toBeDisabled();
  });

  it('marks odds that just moved up or down', () => {
    const { rerender } = render(
      <OddsButton event={betEvent(7, 'Draw', 3.2)} betStatus={BET_STATUS_OPEN} movement="up" />,
    );
    const up = screen.getByRole('button', { name: 'Draw 3.20 odds up' });
    expect(up).toHaveTextContent('▲');
    rerender(
      <OddsButton event={betEvent(7, 'Draw', 3.1)} betStatus={BET_STATUS_OPEN} movement="down" />,
    );
    expect(screen.getByRole('button', { name: 'Draw 3.10 odds down' })).toHaveTextContent('▼');
  });
});
