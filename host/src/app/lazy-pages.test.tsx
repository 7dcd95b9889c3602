import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { lazyPage, lazyPart } from './lazy-pages';
import { deferred } from '../test/deferred';

function Greeting({ who }: { who: string }) {
  return <h1>Hello {who}</h1>;
}

describe('a lazy page of the host', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the loader, then the page once its chunk is there, one load for every render', async () => {
    const chunk = deferred<ComponentType<{ who: string }>>();
    const load = jest.fn(() => chunk.promise);
    const Page = lazyPage('greeting', load);

    const { rerender } = render(<Page who="Ada" />);
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    rerender(
      <>
        <Page who="Ada" />
        <Page who="Bob" />
      </>,
    );

    await act(async () => {
      chunk.resolve(Greeting);
      await chunk.promise;
    });

    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello Bob' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel when the chunk cannot be loaded, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred<ComponentType<{ who: string }>>();
    const second = deferred<ComponentType<{ who: string }>>();
    const load = jest
      .fn<Promise<ComponentType<{ who: string }>>, []>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementationOnce(() => second.promise);
    const Page = lazyPage('greeting', load);
    render(
      <main>
        <p>The rest of the site</p>
        <Page who="Ada" />
      </main>,
    );

    await act(async () => {
      first.reject(new Error('Loading chunk 412 failed'));
      await first.promise.catch(() => undefined);
    });
    expect(screen.getByText('This part is unavailable.')).toBeInTheDocument();
    expect(screen.getByText('The rest of the site')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => {
      second.resolve(Greeting);
      await second.promise;
    });
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a lazy part of the shell', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows nothing while its chunk loads, then the part', async () => {
    const chunk = deferred<ComponentType<{ who: string }>>();
    const Part = lazyPart('greeting', () => chunk.promise);
    const { container } = render(<Part who="Ada" />);
    expect(container).toBeEmptyDOMElement();

    await act(async () => {
      chunk.resolve(Greeting);
      await chunk.promise;
    });
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('shows nothing when its chunk cannot be loaded, and loads it again at its next opening', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred<ComponentType<{ who: string }>>();
    const second = deferred<ComponentType<{ who: string }>>();
    const load = jest
      .fn<Promise<ComponentType<{ who: string }>>, []>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementationOnce(() => second.promise);
    const Part = lazyPart('greeting', load);
    const { rerender } = render(
      <main>
        <p>The rest of the site</p>
        <Part who="Ada" />
      </main>,
    );
    await act(async () => {
      first.reject(new Error('Loading chunk 412 failed'));
      await first.promise.catch(() => undefined);
    });
    expect(screen.getByText('The rest of the site')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[host] the greeting could not be loaded',
      expect.any(Error),
    );

    // Closed, then opened again.
    rerender(
      <main>
        <p>The rest of the site</p>
      </main>,
    );
    rerender(
      <main>
        <p>The rest of the site</p>
        <Part who="Ada" />
      </main>,
    );
    await act(async () => {
      second.resolve(Greeting);
      await second.promise;
    });
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
