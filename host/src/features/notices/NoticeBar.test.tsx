import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteNotice } from '@sportsbook/shared/contracts';
import { NOTICE_PASSES, NoticeBar } from './NoticeBar';
import { prefetchSiteNotices, resetSiteNoticesPrefetch } from './notices-prefetch';

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

  describe('its motion', () => {
    const notices: SiteNotice[] = [{ id: 1, message: 'Welcome to Sportsbook!' }];
    const track = () => screen.getByText('Welcome to Sportsbook!').parentElement as HTMLElement;
    const bar = () => screen.getByRole('region', { name: 'Site notices' });

    it(`scrolls ${NOTICE_PASSES} times, then rests on the notices' start`, async () => {
      await renderBar(() => Promise.resolve(notices));
      expect(track()).toHaveStyle({ animationIterationCount: String(NOTICE_PASSES) });
      expect(bar()).toHaveClass('sb-host-notices--playing');

      fireEvent.animationEnd(track());
      expect(bar()).toHaveClass('sb-host-notices--resting');
      expect(screen.getByRole('button', { name: 'Play news' })).toBeInTheDocument();
    });

    it('pauses and plays again from its button, by keyboard', async () => {
      const user = userEvent.setup();
      await renderBar(() => Promise.resolve(notices));
      await user.tab();
      expect(screen.getByRole('button', { name: 'Pause news' })).toHaveFocus();

      await user.keyboard('{Enter}');
      expect(bar()).toHaveClass('sb-host-notices--paused');
      expect(screen.getByRole('button', { name: 'Play news' })).toHaveFocus();

      await user.keyboard(' ');
      expect(bar()).toHaveClass('sb-host-notices--playing');
      expect(screen.getByRole('button', { name: 'Pause news' })).toBeInTheDocument();
    });

    it('plays again from the start once it has rested', async () => {
      const user = userEvent.setup();
      await renderBar(() => Promise.resolve(notices));
      const first = track();
      fireEvent.animationEnd(first);

      await user.click(screen.getByRole('button', { name: 'Play news' }));
      expect(bar()).toHaveClass('sb-host-notices--playing');
      expect(track()).not.toBe(first);
      expect(track()).toHaveStyle({ animationIterationCount: String(NOTICE_PASSES) });
    });
  });

  it.each([
    ['there are no notices', () => Promise.resolve<SiteNotice[]>([])],
    ['the call fails', () => Promise.reject<SiteNotice[]>(new Error('offline'))],
  ])('is absent when %s', async (_label, loadNotices) => {
    await renderBar(loadNotices);
    expect(screen.queryByRole('region', { name: 'Site notices' })).not.toBeInTheDocument();
  });

  it('keeps its place while the answer is pending, hidden from assistive tech', async () => {
    let answer: (notices: SiteNotice[]) => void = () => undefined;
    const { container } = render(
      <NoticeBar loadNotices={() => new Promise((resolve) => (answer = resolve))} />,
    );
    const place = container.querySelector('.sb-host-notices--pending');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Site notices' })).not.toBeInTheDocument();

    await act(async () => answer([]));
    expect(container).toBeEmptyDOMElement();
  });

  describe('prefetched at bootstrap', () => {
    afterEach(resetSiteNoticesPrefetch);

    it('draws the bar in its first render when the answer is already in, with no second call', async () => {
      const load = jest.fn(() => Promise.resolve<SiteNotice[]>([{ id: 1, message: 'Hello' }]));
      prefetchSiteNotices(load);
      await act(async () => undefined);
      render(<NoticeBar />);
      expect(screen.getByRole('region', { name: 'Site notices' })).toHaveTextContent('Hello');
      await act(async () => undefined);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('draws nothing in its first render when the site has no notices', async () => {
      prefetchSiteNotices(() => Promise.resolve([]));
      await act(async () => undefined);
      const { container } = render(<NoticeBar />);
      expect(container).toBeEmptyDOMElement();
      await act(async () => undefined);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
