import { act, fireEvent, screen, within } from '@testing-library/react';
import { fetchUpcomingMatches } from '@sportsbook/shared/api';
import { subscribe } from '@sportsbook/shared/events';
import { UpcomingMatches } from './UpcomingMatches';
import { betEvent, BET_STATUS_LOCKED, BET_STATUS_OPEN, upcoming } from '../../test/fixtures';
import { emitOddsChange } from '../../test/fake-realtime';
import { renderAt } from '../../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchUpcomingMatches: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../../test/fake-realtime'));

const fetchUpcoming = jest.mocked(fetchUpcomingMatches);

const OPEN_CARD = upcoming({
  match_id: 77,
  // Sunday 22 November 2026, 14:05 UTC (tests run in UTC).
  match_date: Date.UTC(2026, 10, 22, 14, 5) / 1000,
  tournament: 'Premier League',
  first_team_name: 'Arsenal',
  second_team_name: 'Chelsea',
  bet: {
    id: 770,
    bet_title: 'Full Time Result',
    bet_status: BET_STATUS_OPEN,
    bet_events: [
      betEvent(7701, 'Home', 2.1, 770),
      betEvent(7702, 'Draw', 3.25, 770),
      betEvent(7703, 'Away', 3.5, 770),
    ],
  },
  bets: [],
});

const LOCKED_CARD = upcoming({
  match_id: 78,
  match_date: Date.UTC(2026, 11, 3, 9, 0) / 1000,
  tournament: 'Indian Premier League',
  first_team_name: 'Delhi Capitals',
  second_team_name: 'Gujarat Titans',
  bet: {
    id: 780,
    bet_title: 'Match Winner',
    bet_status: BET_STATUS_LOCKED,
    bet_events: [betEvent(7801, 'Delhi Capitals', 1.95, 780)],
  },
  bets: [],
});

beforeEach(() => {
  fetchUpcoming.mockReset();
  fetchUpcoming.mockResolvedValue([OPEN_CARD, LOCKED_CARD]);
});

describe('UpcomingMatches', () => {
  it('shows each card: day and month, tournament, teams, weekday and time, bet title and odds', async () => {
    renderAt(<UpcomingMatches />, { url: '/' });
    expect(screen.getByRole('heading', { name: 'Upcoming Matches' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(within(card).getByText('22')).toBeInTheDocument();
    expect(within(card).getByText('Nov')).toBeInTheDocument();
    expect(within(card).getByText('Premier League')).toBeInTheDocument();
    expect(within(card).getByText('Arsenal vs Chelsea')).toBeInTheDocument();
    expect(within(card).getByText('Sunday, 02:05 PM')).toBeInTheDocument();
    expect(within(card).getByText('Full Time Result')).toBeInTheDocument();
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    ['Home 2.10', 'Draw 3.25', 'Away 3.50'].forEach((name, index) =>
      expect(within(card).getByRole('button', { name })).toBe(buttons[index]),
    );
  });

  it('links the card to the match, while the odds buttons only pick odds', async () => {
    const selected: number[] = [];
    const stop = subscribe('bet:select', ({ betEventId }) => selected.push(betEventId));
    renderAt(<UpcomingMatches />, { url: '/' });
    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/match/77');

    fireEvent.click(within(card).getByRole('button', { name: 'Draw 3.25' }));
    stop();
    expect(selected).toEqual([7702]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    fireEvent.click(within(card).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/match/77');
  });

  it('shows a lock instead of the odds when the bet status is not 1, and the button does nothing', async () => {
    const selected: number[] = [];
    const stop = subscribe('bet:select', ({ betEventId }) => selected.push(betEventId));
    renderAt(<UpcomingMatches />, { url: '/' });
    const card = await screen.findByRole('article', { name: 'Delhi Capitals vs Gujarat Titans' });
    const button = within(card).getByRole('button', { name: 'Delhi Capitals locked' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-icon="lock"]')).not.toBeNull();
    expect(button).not.toHaveTextContent('1.95');
    fireEvent.click(button);
    stop();
    expect(selected).toEqual([]);
  });

  it('shows the up or down arrow after the odds move', async () => {
    renderAt(<UpcomingMatches />, { url: '/' });
    await screen.findByRole('article', { name: 'Arsenal vs Chelsea' });
    act(() =>
      emitOddsChange({
        betId: 770,
        data: [
          { id: 7701, bet_ratio: 2.3 },
          { id: 7703, bet_ratio: 3.1 },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Home 2.30 odds up' })).toHaveTextContent('▲');
    expect(screen.getByRole('button', { name: 'Away 3.10 odds down' })).toHaveTextContent('▼');
    expect(screen.getByRole('button', { name: 'Draw 3.25' })).not.toHaveTextContent(/[▲▼]/);
  });

  it('says No Match Is Available Now! when there are none or the load fails', async () => {
    fetchUpcoming.mockResolvedValue([]);
    const { unmount } = renderAt(<UpcomingMatches />, { url: '/' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
    unmount();

    fetchUpcoming.mockRejectedValue(new Error('offline'));
    renderAt(<UpcomingMatches />, { url: '/' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
  });
});
