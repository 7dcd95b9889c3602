import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import type { Paged } from '../contracts';
import { publish } from '../events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PagedList,
  TABLE_WIDTH_STEPS_PX,
  shownColumns,
  tableMinWidthPx,
  tableWidthStepPx,
  type ListColumn,
} from './PagedList';
import { usePagedList, type PagedListControl, type PagedListOptions } from './use-paged-list';

interface Movement {
  id: number;
  purpose: string;
  amount: string;
}

const COLUMNS: ListColumn<Movement>[] = [
  { header: 'Purpose', cell: (row) => row.purpose },
  { header: 'Amount', cell: (row) => row.amount },
];

function page(rows: Movement[], currentPage = 1, lastPage = 1): Paged<Movement> {
  return { data: rows, current_page: currentPage, last_page: lastPage, per_page: 10, total: 9 };
}

const DEPOSIT: Movement = { id: 1, purpose: 'Deposit', amount: '500.00' };
const TRANSFER: Movement = { id: 2, purpose: 'Transfer to bob', amount: '25.00' };

type FetchPage = (page: number, signal: AbortSignal) => Promise<Paged<Movement>>;

/** A page with one list of movements; the options and the optional props pass through. */
function Movements({
  fetchPage,
  options,
  ...optional
}: {
  fetchPage: FetchPage;
  options?: PagedListOptions;
  cardTitle?: (row: Movement) => string;
  rowDetails?: (row: Movement) => ReactNode;
  detailsId?: (row: Movement) => string;
  loadingLabel?: string;
  columns?: ListColumn<Movement>[];
}) {
  const list = {
    paged: usePagedList(fetchPage, options),
    columns: optional.columns ?? COLUMNS,
    rowKey: (row: Movement) => row.id,
    emptyText: 'No movement is Available',
    label: 'Movements',
  };
  return <PagedList {...list} {...optional} />;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('PagedList', () => {
  it('shows a named loader until the page arrives', async () => {
    let answer: (body: Paged<Movement>) => void = () => undefined;
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    render(<Movements fetchPage={fetchPage} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => answer(page([DEPOSIT])));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(1, expect.any(AbortSignal));
  });

  it('names the loader as the page asks', () => {
    render(
      <Movements fetchPage={() => new Promise(() => undefined)} loadingLabel="Loading bets" />,
    );
    expect(screen.getByRole('status', { name: 'Loading bets' })).toBeInTheDocument();
  });

  it('shows the rows as a table in a keyboard-focusable region', async () => {
    render(<Movements fetchPage={async () => page([DEPOSIT, TRANSFER])} />);
    const table = await screen.findByRole('table', { name: 'Movements' });
    expect(screen.getByRole('region', { name: 'Movements' })).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Purpose', 'Amount']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Deposit', '500.00']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Transfer to bob', '25.00']);
  });

  it('gives every cell its heading, which a card shows beside the value', async () => {
    render(<Movements fetchPage={async () => page([DEPOSIT])} />);
    const table = await screen.findByRole('table', { name: 'Movements' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Purpose', 'Amount']);
  });

  it('is a table from the width its columns need (a container query step), cards below it', async () => {
    // Two columns of the default width: 2 x (96 + 16) + 2 = 226 px, so the first step, 320.
    const { container } = render(<Movements fetchPage={async () => page([DEPOSIT])} />);
    await screen.findByRole('table', { name: 'Movements' });
    expect(container.querySelector('.sb-paged-list')).toHaveClass('sb-paged-list--table-from-320');
  });

  it('heads each card with the title column, shown once', async () => {
    render(
      <Movements
        fetchPage={async () => page([DEPOSIT])}
        columns={[{ ...COLUMNS[0]!, cardTitle: true }, COLUMNS[1]!]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Movements' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByText('Deposit')).toHaveLength(1);
    expect(within(row).getAllByRole('cell')[0]).toHaveClass('sb-paged-list-table__title');
  });

  it('still heads a card with a title the page gives apart from the columns', async () => {
    render(<Movements fetchPage={async () => page([DEPOSIT])} cardTitle={(row) => `#${row.id}`} />);
    const table = await screen.findByRole('table', { name: 'Movements' });
    const row = within(table).getAllByRole('row')[1]!;
    // Shown in cards only; to assistive technology the row is its columns.
    expect(within(row).getByText('#1')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
  });

  it('says the empty text when there are no rows, with no pagination and no Retry', async () => {
    render(<Movements fetchPage={async () => page([])} />);
    expect(await screen.findByText('No movement is Available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('ends a failed load with the empty text and a Retry button that loads again', async () => {
    const fetchPage = jest
      .fn<ReturnType<FetchPage>, Parameters<FetchPage>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(page([DEPOSIT]));
    render(<Movements fetchPage={fetchPage} />);
    expect(await screen.findByText('No movement is Available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Movements' })).toHaveTextContent('Deposit');
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
  });

  it('loads another page on a page change and scrolls to the top', async () => {
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(async (n) =>
      n === 1 ? page([DEPOSIT], 1, 3) : page([TRANSFER], 2, 3),
    );
    render(<Movements fetchPage={fetchPage} />);
    const pages = await screen.findByRole('navigation', { name: 'Movements pages' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Transfer to bob')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(
      within(screen.getByRole('navigation', { name: 'Movements pages' })).getByRole('button', {
        name: '2',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('loads the shown page again on coins:changed when asked to', async () => {
    const fetchPage = jest
      .fn<ReturnType<FetchPage>, Parameters<FetchPage>>()
      .mockResolvedValueOnce(page([DEPOSIT]))
      .mockResolvedValueOnce(page([DEPOSIT, TRANSFER]));
    render(<Movements fetchPage={fetchPage} options={{ reloadOnCoinsChanged: true }} />);
    await screen.findByText('Deposit');
    act(() => publish('coins:changed', { reason: 'transfer' }));
    expect(await screen.findByText('Transfer to bob')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('does not reload on coins:changed by default', async () => {
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(async () =>
      page([DEPOSIT]),
    );
    render(<Movements fetchPage={fetchPage} />);
    await screen.findByText('Deposit');
    act(() => publish('coins:changed', { reason: 'transfer' }));
    await waitFor(() => expect(screen.getByText('Deposit')).toBeInTheDocument());
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('the width a list needs to be a table', () => {
  it('adds every column with its padding and the border', () => {
    expect(tableMinWidthPx([{}, { minWidth: 200 }])).toBe(96 + 16 + 200 + 16 + 2);
  });

  it('takes the first step at or above it, and none past the last: always cards', () => {
    expect(tableWidthStepPx(100)).toBe(320);
    expect(tableWidthStepPx(594)).toBe(600);
    expect(tableWidthStepPx(600)).toBe(600);
    expect(tableWidthStepPx(1280)).toBe(1280);
    expect(tableWidthStepPx(1281)).toBeNull();
  });

  it('has a rule in paged-list.css for every step a list can take', () => {
    const css = readFileSync(path.join(__dirname, 'paged-list.css'), 'utf8').replace(/\s+/g, ' ');
    for (const step of [...TABLE_WIDTH_STEPS_PX, 'never' as const]) {
      const rule =
        step === 'never'
          ? '.sb-paged-list--table-from-never > .sb-paged-list__layout { container-name: sb-paged-list-cards; }'
          : `@container sb-paged-list (width < ${step}px) { .sb-paged-list--table-from-${step} > .sb-paged-list__layout { container-name: sb-paged-list-cards; } }`;
      expect(css).toContain(rule);
    }
  });
});

describe('rows updated in place (updateRows)', () => {
  it('changes the rows shown without a request', async () => {
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(async () =>
      page([DEPOSIT, TRANSFER]),
    );
    let control: PagedListControl<Movement> | null = null;
    function Live() {
      const paged = usePagedList(fetchPage);
      control = paged;
      return (
        <PagedList
          paged={paged}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          emptyText="No movement is Available"
          label="Movements"
        />
      );
    }
    render(<Live />);
    await screen.findByText('Transfer to bob');
    act(() =>
      control?.updateRows((rows) =>
        rows.map((row) => (row.id === 2 ? { ...row, purpose: 'Transfer to carol' } : row)),
      ),
    );
    expect(screen.getByText('Transfer to carol')).toBeInTheDocument();
    expect(screen.queryByText('Transfer to bob')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('columns shown where the container has room (wideOnly)', () => {
  const WITH_REFERENCE: ListColumn<Movement>[] = [
    ...COLUMNS,
    { header: 'Reference', cell: (row) => `M-${row.id}`, minWidth: 200, wideOnly: true },
  ];
  // 2 x (96 + 16) + (200 + 16) + 2 = 442 px: the step of 480.
  let resize: (width: number) => void = () => undefined;

  beforeEach(() => {
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(): void {
        resize = (width) =>
          this.callback(
            [{ contentRect: { width } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
      }
      unobserve(): void {}
      disconnect(): void {}
    };
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  function headers(): (string | null)[] {
    return within(screen.getByRole('table', { name: 'Movements' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
  }

  it('shows the column from the step of the table with it, and leaves it out below', async () => {
    const { container } = render(
      <Movements fetchPage={async () => page([DEPOSIT])} columns={WITH_REFERENCE} />,
    );
    await screen.findByRole('table', { name: 'Movements' });
    // Not measured yet: left out, and the list's step is that of the other columns.
    expect(headers()).toEqual(['Purpose', 'Amount']);
    act(() => resize(479));
    expect(headers()).toEqual(['Purpose', 'Amount']);
    expect(container.querySelector('.sb-paged-list')).toHaveClass('sb-paged-list--table-from-320');
    act(() => resize(480));
    expect(headers()).toEqual(['Purpose', 'Amount', 'Reference']);
    expect(screen.getByRole('cell', { name: 'M-1' })).toBeInTheDocument();
    expect(container.querySelector('.sb-paged-list')).toHaveClass('sb-paged-list--table-from-480');
    act(() => resize(400));
    expect(headers()).toEqual(['Purpose', 'Amount']);
  });

  it('chooses by the step of all the columns', () => {
    expect(shownColumns(WITH_REFERENCE, 480)).toHaveLength(3);
    expect(shownColumns(WITH_REFERENCE, 470)).toHaveLength(2);
    expect(shownColumns(COLUMNS, 0)).toBe(COLUMNS);
  });
});

describe("a row's details (rowDetails)", () => {
  it('shows what the page gives under its row, across every column, and nothing for null', async () => {
    render(
      <Movements
        fetchPage={async () => page([DEPOSIT, TRANSFER])}
        rowDetails={(row) => (row.id === 1 ? <p>Paid by card</p> : null)}
        detailsId={(row) => `movement-${row.id}`}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Movements' });
    const rows = within(table).getAllByRole('row');
    // The heading row, the deposit, its details, the transfer.
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveAttribute('id', 'movement-1');
    expect(within(rows[2]!).getByRole('cell')).toHaveAttribute('colspan', '2');
    expect(within(rows[2]!).getByText('Paid by card')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Transfer to bob');
  });
});
