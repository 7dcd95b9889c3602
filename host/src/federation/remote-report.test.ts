import type { RemoteLoadReport, RemoteName } from '@sportsbook/shared/contracts';
import { FIRST_REPORT_MAX_WAIT_MS, REPORT_DELAY_MS, RemoteReporter } from './remote-report';
import { CHOSEN_REMOTES } from '../test/chosen-remotes';

function reporterWithTimers(firstScreen?: RemoteName[]) {
  const sent: RemoteLoadReport[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const root = document.createElement('html');
  const reporter = new RemoteReporter({
    send: (report) => sent.push(report),
    root,
    pageLoadId: 'page-load-1',
    setTimer: (run, ms) => timers.push({ run, ms }),
    firstScreen,
  });
  reporter.track(CHOSEN_REMOTES);
  const fireTimers = () => timers.splice(0).forEach((timer) => timer.run());
  return { reporter, sent, timers, root, fireTimers };
}

describe('RemoteReporter', () => {
  it('writes each remote’s version, channel and status on <html> for QA', () => {
    const { reporter, root } = reporterWithTimers();
    expect(root.getAttribute('data-remote-betslip')).toBe('1.0.1');
    expect(root.getAttribute('data-remote-betslip-channel')).toBe('canary');
    expect(root.getAttribute('data-remote-betslip-status')).toBe('pending');
    expect(root.getAttribute('data-remote-sports')).toBe('1.0.0');
    reporter.loaded('betslip');
    reporter.failed('sports', new Error('manifest unreachable'));
    expect(root.getAttribute('data-remote-betslip-status')).toBe('loaded');
    expect(root.getAttribute('data-remote-sports-status')).toBe('failed');
  });

  it(`sends the outcomes of one page load together, ${REPORT_DELAY_MS} ms after the first`, () => {
    const { reporter, sent, timers, fireTimers } = reporterWithTimers();
    reporter.loaded('sports');
    reporter.loaded('betslip');
    expect(timers.map((timer) => timer.ms)).toEqual([REPORT_DELAY_MS]);
    expect(sent).toEqual([]);
    fireTimers();
    expect(sent).toEqual([
      {
        page_load_id: 'page-load-1',
        remotes: [
          { remote: 'sports', version: '1.0.0', channel: 'live', outcome: 'loaded' },
          { remote: 'betslip', version: '1.0.1', channel: 'canary', outcome: 'loaded' },
        ],
      },
    ]);
  });

  it('reports a remote loaded once and failed once, whatever happens after', () => {
    const { reporter, sent, fireTimers } = reporterWithTimers();
    reporter.loaded('betslip');
    reporter.loaded('betslip');
    fireTimers();
    reporter.failed('betslip', new Error('chunk 404'));
    reporter.failed('betslip', new Error('again'));
    reporter.loaded('betslip');
    fireTimers();
    expect(sent.map((report) => report.remotes)).toEqual([
      [{ remote: 'betslip', version: '1.0.1', channel: 'canary', outcome: 'loaded' }],
      [
        {
          remote: 'betslip',
          version: '1.0.1',
          channel: 'canary',
          outcome: 'failed',
          error: 'Error: chunk 404',
        },
      ],
    ]);
    expect(reporter.snapshot().find((status) => status.remote === 'betslip')?.status).toBe(
      'failed',
    );
  });

  it('reports a failure on one line, however many the error had', () => {
    const { reporter, sent, fireTimers } = reporterWithTimers();
    reporter.failed('betslip', new Error('Failed to get manifest.\n  Original Error: 404'));
    fireTimers();
    expect(sent[0]?.remotes[0]?.error).toBe('Error: Failed to get manifest. Original Error: 404');
  });

  it('sends what waits at once when the page is hidden', () => {
    const { reporter, sent } = reporterWithTimers();
    reporter.failed('sports', 'x'.repeat(400));
    reporter.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.remotes[0]?.error).toHaveLength(300);
    reporter.flush();
    expect(sent).toHaveLength(1);
  });

  it('ignores a remote the registry did not name (it has no version to report)', () => {
    const { reporter, sent, fireTimers } = reporterWithTimers();
    reporter.failed('wallet', new Error('no entry'));
    fireTimers();
    expect(sent).toEqual([]);
  });

  it('tells its subscribers about every change', () => {
    const { reporter } = reporterWithTimers();
    const listener = jest.fn();
    const stop = reporter.subscribe(listener);
    const before = reporter.snapshot();
    reporter.loaded('sports');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reporter.snapshot()).not.toBe(before);
    stop();
    reporter.loaded('betslip');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('one report per page load', () => {
    it('sends the first screen’s outcomes in one report once each of its remotes has one, however late the betslip loads', () => {
      const { reporter, sent, timers, fireTimers } = reporterWithTimers(['sports', 'betslip']);
      reporter.loaded('sports');
      // The betslip starts once the content has shown, often more than a second later.
      expect(timers.map((timer) => timer.ms)).toEqual([FIRST_REPORT_MAX_WAIT_MS]);
      expect(sent).toEqual([]);
      reporter.loaded('betslip');
      expect(sent).toEqual([
        {
          page_load_id: 'page-load-1',
          remotes: [
            { remote: 'sports', version: '1.0.0', channel: 'live', outcome: 'loaded' },
            { remote: 'betslip', version: '1.0.1', channel: 'canary', outcome: 'loaded' },
          ],
        },
      ]);
      // The waiting timer of the first report sends nothing more.
      fireTimers();
      expect(sent).toHaveLength(1);
    });

    it('counts a failure as an outcome, and ignores a first-screen remote the registry does not name', () => {
      const { reporter, sent } = reporterWithTimers(['sports', 'betslip', 'wallet']);
      reporter.failed('betslip', new Error('chunk 404'));
      expect(sent).toEqual([]);
      reporter.loaded('sports');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.remotes.map((record) => record.outcome)).toEqual(['failed', 'loaded']);
    });

    it('sends what it has after the longest wait when a first-screen remote never answers', () => {
      const { reporter, sent, fireTimers } = reporterWithTimers(['sports', 'betslip']);
      reporter.loaded('sports');
      fireTimers();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.remotes.map((record) => record.remote)).toEqual(['sports']);
    });

    it('batches a remote a later page loads as before', () => {
      const { reporter, sent, timers, fireTimers } = reporterWithTimers(['sports']);
      reporter.loaded('sports');
      expect(sent).toHaveLength(1);
      reporter.loaded('betslip');
      expect(timers.at(-1)?.ms).toBe(REPORT_DELAY_MS);
      fireTimers();
      expect(sent).toHaveLength(2);
    });
  });
});
