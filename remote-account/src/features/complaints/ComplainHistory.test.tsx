import { act, screen, within } from '@testing-library/react';
import { fetchComplaintHistory } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { Complaint } from '@sportsbook/shared/contracts';
import { paged, renderWithSession, settle, testUser } from '../../common/test-session';
import { deliverUserEvent, listeningUser } from '@sportsbook/shared/testing';
import { ComplainHistory } from './ComplainHistory';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchComplaintHistory: jest.fn(),
}));
const fetchMock = jest.mocked(fetchComplaintHistory);

jest.mock('@sportsbook/shared/realtime', () => ({
  ...jest.requireActual<object>('@sportsbook/shared/realtime'),
  ...jest.requireActual<object>('@sportsbook/shared/testing'),
}));

const date = new Date(2026, 2, 5, 10, 0).toISOString();
const open: Complaint = {
  id: 2,
  date,
  qtitle: 'Deposit missing',
  qdescription: 'My deposit did not arrive',
  answer: null,
  status: 'open',
  answered_at: null,
};
const answered: Complaint = {
  ...open,
  id: 1,
  qtitle: 'Bet unsettled',
  qdescription: 'Still pending',
  answer: 'Settled now, sorry.',
  status: 'answered',
  answered_at: date,
};

beforeEach(() => {
  fetchMock.mockReset();
});

describe('Complain History', () => {
  it('shows question, description, the answer or Awaiting answer, and the date', async () => {
    fetchMock.mockResolvedValue(paged([open, answered]));
    renderWithSession(<ComplainHistory />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Complaints' })).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Question', 'Description', 'Answer', 'Date']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual([
      'Deposit missing',
      'My deposit did not arrive',
      'Awaiting answer',
      '05/03/2026',
    ]);
    expect(cells(rows[2])).toEqual([
      'Bet unsettled',
      'Still pending',
      'Settled now, sorry.',
      '05/03/2026',
    ]);
  });

  it('says No complain is Available when there is none', async () => {
    fetchMock.mockResolvedValue(paged([]));
    renderWithSession(<ComplainHistory />);
    await settle();
    expect(screen.getByText('No complain is Available')).toBeVisible();
  });

  it('shows the answer of a complaint at once when an operator answers it', async () => {
    fetchMock.mockResolvedValue(paged([open]));
    renderWithSession(<ComplainHistory />, testUser({ id: 7 }));
    await settle();
    expect(listeningUser('ComplaintAnswered')).toBe(7);
    act(() =>
      deliverUserEvent('ComplaintAnswered', {
        complaint: {
          ...open,
          answer: 'Found it, credited.',
          status: 'answered',
          answered_at: date,
        },
      }),
    );
    const row = within(screen.getByRole('table', { name: 'Complaints' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Found it, credited.');
    expect(row).not.toHaveTextContent('Awaiting answer');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
