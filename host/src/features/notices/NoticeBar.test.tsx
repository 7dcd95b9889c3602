import { act, render, screen } from '@testing-library/react';
import type { SiteNotice } from '@sportsbook/shared/contracts';
import { NoticeBar } from './NoticeBar';

async function renderBar(loadNotices: () => Promise<SiteNotice[]>) {
  const load = jest.fn(loadNotices);
  await act(async () => {
    render(<NoticeBar loadNotices={load} />);
  });
  expect(load).toHaveBeenCalledTimes(1);
}

describe('NoticeBar', () => {
  it('scrolls the notices when the site has some', async () => {
    const notices: SiteNotice[] = [
      { id: 1, message: 'Welcome to Sportsbook!' },
      { id: 2, message: 'Deposits are processed within 15 minutes.' },
    ];
    await renderBar(() => Promise.resolve(notices));
    const bar = screen.getByRole('region', { name: 'Site notices' });
    expect(bar).toHaveTextContent('Welcome to Sportsbook!');
    expect(bar).toHaveTextContent('Deposits are processed within 15 minutes.');
  });

  it.each([
    ['there are no notices', () => Promise.resolve<SiteNotice[]>([])],
    ['the call fails', () => Promise.reject<SiteNotice[]>(new Error('offline'))],
  ])('is absent when %s', async (_label, loadNotices) => {
    await renderBar(loadNotices);
    expect(screen.queryByRole('region', { name: 'Site notices' })).not.toBeInTheDocument();
  });
});
