import { render, screen, within } from '@testing-library/react';
import { fetchStatement } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { StatementRow } from '@sportsbook/shared/contracts';
import { renderPage } from '../../test/render-page';
import { Purpose, StatementPage } from './StatementPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchStatement: jest.fn(),
}));

const statementMock = jest.mocked(fetchStatement);

// Built from local components so the expectations hold in any time zone.
const EVENING = new Date(2026, 10, 22, 21, 30).toISOString();

const ROWS: StatementRow[] = [
  {
    id: 7,
    date: EVENING,
    reference: 'Transfer to bob',
    debit: 25,
    credit: 0,
    current_balance: 975,
  },
  { id: 6, date: EVENING, reference: 'Deposit', debit: 0, credit: 1000, current_balance: 1000 },
];

beforeEach(() => statementMock.mockReset());

describe('the statement page', () => {
  it('shows date and time, purpose, debit (OUT), credit (IN) and the balance after each row', async () => {
    statementMock.mockResolvedValue({
      data: ROWS,
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    });
    await renderPage(StatementPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Statement' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Statement rows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date and Time', 'Purpose', 'Debit (OUT)', 'Credit (IN)', 'Current Balance']);
    const [, transfer, deposit] = within(table).getAllByRole('row');
    expect(
      within(transfer!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['22/11/2026 09:30 PM', 'Transfer to bob', '25.00', '-', '975.00']);
    expect(
      within(deposit!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['22/11/2026 09:30 PM', 'Deposit', '-', '1000.00', '1000.00']);
  });

  it('lets only a name longer than any word of a purpose break, never its words', () => {
    const { container } = render(<Purpose text="Transfer to abcdefghijklmnopqrstuvwxyz_1234" />);
    expect(container).toHaveTextContent(/^Transfer to abcdefghijklmnopqrstuvwxyz_1234$/);
    const mayBreak = [...container.querySelectorAll('.sb-wallet-purpose__name')];
    expect(mayBreak.map((part) => part.textContent)).toEqual(['abcdefghijklmnopqrstuvwxyz_1234']);

    const { container: held } = render(<Purpose text="Withdrawal held" />);
    expect(held).toHaveTextContent(/^Withdrawal held$/);
    expect(held.querySelectorAll('.sb-wallet-purpose__name')).toHaveLength(0);
  });

  it('says "No statement is Available" when there are no movements', async () => {
    statementMock.mockResolvedValue({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
    await renderPage(StatementPage);
    expect(screen.getByText('No statement is Available')).toBeInTheDocument();
  });
});
