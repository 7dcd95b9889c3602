import { configureApi } from './config';
import { sendRemoteLoadReport } from './remote-loads';

const report = {
  page_load_id: 'page-load-1',
  remotes: [
    { remote: 'betslip', version: '1.0.1', channel: 'canary' as const, outcome: 'loaded' as const },
  ],
};

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('sendRemoteLoadReport', () => {
  it('posts the report as JSON to ng/remote-loads, kept alive through an unload', async () => {
    configureApi({ baseUrl: 'http://api.test:8000' });
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true } as Response));
    globalThis.fetch = fetchMock;
    await expect(sendRemoteLoadReport(report)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://api.test:8000/ng/remote-loads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'omit',
    });
  });

  it('never throws: a refused or unsent report resolves to false', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: false } as Response));
    await expect(sendRemoteLoadReport(report)).resolves.toBe(false);
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendRemoteLoadReport(report)).resolves.toBe(false);
  });
});
