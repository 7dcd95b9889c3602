import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageLocation } from '@sportsbook/shared/contracts';
import type { FetchLike } from '../federation/registry';
import { endpointsPathFromDocument, loadEndpoints } from './site-endpoints';
import { SiteUnavailable } from './SiteUnavailable';

const page: PageLocation = {
  protocol: 'https:',
  hostname: 'bet.example.com',
  origin: 'https://bet.example.com',
};

/** jsdom has no Response; loadEndpoints reads only these three members. */
function answer(status: number, body: () => unknown): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => body(),
  } as unknown as Response;
}

function serving(response: Response): jest.MockedFunction<FetchLike> {
  return jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => response);
}

describe('loadEndpoints', () => {
  it('uses the document the site serves, never cached', async () => {
    const fetchImpl = serving(
      answer(200, () => ({
        api: { baseUrl: '/' },
        realtime: { tls: true, host: 'bet.example.com' },
      })),
    );
    const outcome = await loadEndpoints('/endpoints.json', fetchImpl, page);
    expect(outcome).toEqual({
      ok: true,
      source: 'document',
      endpoints: expect.objectContaining({
        api: { baseUrl: 'https://bet.example.com/' },
        realtime: expect.objectContaining({
          wsHost: 'bet.example.com',
          wsPort: 443,
          forceTLS: true,
        }),
      }),
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/endpoints.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('keeps the defaults of npm start when the site serves no document (404)', async () => {
    const outcome = await loadEndpoints('/endpoints.json', serving(answer(404, () => null)), page);
    expect(outcome).toMatchObject({
      ok: true,
      source: 'defaults',
      endpoints: { api: { baseUrl: 'https://bet.example.com:8000/' } },
    });
  });

  it.each([
    [answer(500, () => ({})), 'The endpoint document /endpoints.json answered 500.'],
    [
      answer(200, () => {
        throw new SyntaxError('Unexpected token <');
      }),
      'The endpoint document /endpoints.json is not valid JSON.',
    ],
    [
      answer(200, () => ({ realtime: { port: 'wss' } })),
      'The endpoint document /endpoints.json: "realtime.port" must be a whole number from 1 to 65535.',
    ],
  ])('refuses an unusable answer with the reason (%#)', async (response, message) => {
    expect(await loadEndpoints('/endpoints.json', serving(response), page)).toEqual({
      ok: false,
      message,
    });
  });

  it('refuses when the document cannot be fetched', async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await loadEndpoints('/endpoints.json', fetchImpl, page)).toEqual({
      ok: false,
      message:
        'The endpoint document /endpoints.json could not be fetched: TypeError: Failed to fetch',
    });
  });

  it('reads the path from the page meta tag, /endpoints.json without one', () => {
    expect(endpointsPathFromDocument(document)).toBe('/endpoints.json');
    const meta = document.createElement('meta');
    meta.name = 'sb-endpoints';
    meta.content = '/config/endpoints.json';
    document.head.append(meta);
    expect(endpointsPathFromDocument(document)).toBe('/config/endpoints.json');
    meta.remove();
  });
});

describe('SiteUnavailable', () => {
  it('tells the visitor the site is unavailable, offers a retry and keeps the reason for the operator', async () => {
    const onRetry = jest.fn();
    render(<SiteUnavailable reason='"realtime.tls" must be true or false.' onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'The site is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few minutes.');
    expect(screen.getByText('"realtime.tls" must be true or false.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
