import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppSettled, renderWithProviders } from '../test/render-app';
import { createFallbackModule } from './UnavailableRemote';
import type { RemoteModuleId } from './module-id';
import {
  RemoteUnavailableError,
  createRemoteLoader,
  type RemoteComponentModule,
  type RemoteLoader,
} from './remote-loader';
import { RemoteSlot } from './RemoteSlot';
import { deferred } from '../test/deferred';

function componentSaying(text: string): RemoteComponentModule {
  return { default: () => <p>{text}</p> };
}

/** A loader driven by the test: each load takes the next queued answer. */
function scriptedLoader(...answers: (() => Promise<RemoteComponentModule>)[]) {
  const load = jest.fn<Promise<RemoteComponentModule>, [RemoteModuleId]>(() => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('no answer queued');
    return next();
  });
  const reset = jest.fn<Promise<void>, Parameters<RemoteLoader['reset']>>(() => Promise.resolve());
  return { load, reset } satisfies RemoteLoader;
}

const unavailable = (id: RemoteModuleId) => () =>
  Promise.reject(new RemoteUnavailableError(id, 'connection refused'));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.cookie = 'homemodal=1; path=/';
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows the skeleton while the module loads, then the module', async () => {
    const pending = deferred<RemoteComponentModule>();
    const loader = scriptedLoader(() => pending.promise);
    renderWithProviders(
      <RemoteSlot module="sports/LiveHome" skeleton={<p role="status">Loading live</p>} />,
      { loader },
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading live');
    await act(async () => pending.resolve(componentSaying('Live matches')));
    expect(await screen.findByText('Live matches')).toBeInTheDocument();
    expect(screen.queryByText('Loading live')).not.toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('sports/LiveHome');
  });

  it('shows the module the moment it has loaded, not held back after its skeleton was shown', async () => {
    // React holds a Suspense boundary's content back until 300 ms after it last showed a fallback;
    // the slot shows its skeleton itself, so a module that arrives right after the skeleton
    // painted is not made to wait (issue 12).
    jest.useFakeTimers();
    try {
      const pending = deferred<RemoteComponentModule>();
      renderWithProviders(
        <RemoteSlot module="sports/LiveHome" skeleton={<p role="status">Loading live</p>} />,
        { loader: scriptedLoader(() => pending.promise) },
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading live');

      // The module arrives as in the page, outside act() (which commits at once, throttle or
      // not), and 50 ms pass.
      pending.resolve(componentSaying('Live matches'));
      await jest.advanceTimersByTimeAsync(50);
      expect(screen.getByText('Live matches')).toBeInTheDocument();
      expect(screen.queryByText('Loading live')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "This part is unavailable." with Retry when the loader rejects', async () => {
    renderWithProviders(<RemoteSlot module="sports/LiveHome" />, {
      loader: scriptedLoader(unavailable('sports/LiveHome')),
    });
    expect(await screen.findByText('This part is unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('recovers on Retry once the remote is back', async () => {
    const loader = scriptedLoader(unavailable('sports/LiveHome'), () =>
      Promise.resolve(componentSaying('Live matches')),
    );
    renderWithProviders(<RemoteSlot module="sports/LiveHome" />, { loader });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Live matches')).toBeInTheDocument();
    expect(screen.queryByText('This part is unavailable.')).not.toBeInTheDocument();
    expect(loader.reset).toHaveBeenCalledWith('sports');
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('brings back every slot that failed with one Retry', async () => {
    let remoteUp = false;
    const loader = scriptedLoader((): Promise<RemoteComponentModule> =>
      remoteUp ? Promise.resolve(componentSaying('Loaded')) : Promise.reject(new Error('down')),
    );
    renderWithProviders(
      <>
        <RemoteSlot module="sports/CategoryStrip" />
        <RemoteSlot module="sports/LiveHome" />
      </>,
      { loader },
    );
    expect(await screen.findAllByText('This part is unavailable.')).toHaveLength(2);

    remoteUp = true;
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[1]);
    expect(await screen.findAllByText('Loaded')).toHaveLength(2);
    expect(screen.queryByText('This part is unavailable.')).not.toBeInTheDocument();
  });

  it("shows the runtime plugin's fallback module as the same panel, whose Retry reloads", async () => {
    const loader = scriptedLoader(
      () => Promise.resolve(createFallbackModule('betslip/Betslip', new Error('down'))),
      () => Promise.resolve(componentSaying('Betslip panel')),
    );
    renderWithProviders(<RemoteSlot module="betslip/Betslip" />, { loader });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Betslip panel')).toBeInTheDocument();
    expect(loader.reset).toHaveBeenCalledWith('betslip');
  });

  it('catches a remote that throws while rendering and keeps the rest of the page', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    renderWithProviders(
      <>
        <p>Header stays</p>
        <RemoteSlot module="sports/SportPage" />
      </>,
      { loader: scriptedLoader(() => Promise.resolve({ default: Broken })) },
    );
    expect(await screen.findByText('This part is unavailable.')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });

  it('tells the loader when a remote throws while rendering, so the failure is reported', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    const loader = {
      ...scriptedLoader(() => Promise.resolve({ default: Broken })),
      renderFailed: jest.fn(),
    };
    renderWithProviders(<RemoteSlot module="sports/SportPage" />, { loader });
    expect(await screen.findByText('This part is unavailable.')).toBeInTheDocument();
    expect(loader.renderFailed).toHaveBeenCalledWith(
      'sports',
      expect.objectContaining({ message: 'render failed' }),
    );
  });

  it('offers Close beside Retry when the slot can be dismissed', async () => {
    const dismiss = jest.fn();
    renderWithProviders(<RemoteSlot module="betslip/Betslip" onDismiss={dismiss} />, {
      loader: scriptedLoader(unavailable('betslip/Betslip')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(dismiss).toHaveBeenCalled();
  });
});

describe('a bad registry', () => {
  it('still renders the shell, with the fallback in every remote slot', async () => {
    const loader = createRemoteLoader({
      runtime: { register: jest.fn(), load: jest.fn() },
      loadRegistry: () => Promise.reject(new Error('remotes.json answered 404')),
      report: () => undefined,
    });
    await loader.start();
    await renderAppSettled('/', { loader });

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /In-Play/ })).toBeInTheDocument();
    // Sidebar, category strip, live matches, upcoming matches and the betslip (which loads once
    // the page content has shown: here, its panels).
    await waitFor(() => expect(screen.getAllByText('This part is unavailable.')).toHaveLength(5));
  });
});
