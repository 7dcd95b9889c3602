import { useSyncExternalStore, type ComponentType } from 'react';
import { Loader } from '@sportsbook/shared/ui';
import { UnavailablePanel } from '../federation/UnavailablePanel';

type PageEntry<P> =
  { status: 'loading' } | { status: 'loaded'; Page: ComponentType<P> } | { status: 'failed' };

/**
 * One page's chunk: loaded by the first render that asks, shared by every later one, and kept
 * once loaded. A failure is kept until Retry, which asks for the chunk again (the bundler forgets
 * a chunk that failed, so the second ask is a new request).
 */
class PageLoad<P> {
  private entry: PageEntry<P> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: () => Promise<ComponentType<P>>,
    private readonly name: string,
  ) {}

  current = (): PageEntry<P> => this.entry ?? this.start();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  retry = (): void => {
    this.start();
    this.notify();
  };

  private start(): PageEntry<P> {
    const loading: PageEntry<P> = { status: 'loading' };
    this.entry = loading;
    // A load that throws at once fails the page like one that rejects.
    new Promise<ComponentType<P>>((resolve) => resolve(this.load())).then(
      (Page) => this.settle(loading, { status: 'loaded', Page }),
      (error: unknown) => {
        console.error(`[host] the ${this.name} page could not be loaded`, error);
        this.settle(loading, { status: 'failed' });
      },
    );
    return loading;
  }

  private settle(loading: PageEntry<P>, entry: PageEntry<P>): void {
    // A retry meanwhile started a new load: this answer is no one's.
    if (this.entry !== loading) return;
    this.entry = entry;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * The host's own pages that `/` does not show, each a chunk of its own loaded when its route first
 * renders (issue 12: the first load of `/` carries only what `/` shows). While it loads, the page
 * shows the loader the session guards already show on these routes ("Checking your session"), so
 * a visitor sees one spinner until the page is there and nothing moves when it arrives. A store
 * rather than React.lazy, as the remote slots (federation/lazy-module-cache.ts): React holds a
 * Suspense reveal back until 300 ms after the last fallback it showed, so a lazy page came up to
 * 300 ms after its chunk had arrived. And a chunk that cannot be loaded (a network drop, a host
 * deployed since the tab opened) shows the unavailable panel with Retry in the page, where the
 * error of a lazy component had no boundary to stop at and unmounted the whole site.
 */
export function lazyPage<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const page = new PageLoad(load, name);
  function LazyPage(props: P) {
    const current = useSyncExternalStore(page.subscribe, page.current, page.current);
    if (current.status === 'loading') return <Loader label="Loading the page" />;
    if (current.status === 'failed') return <UnavailablePanel onRetry={page.retry} />;
    const { Page } = current;
    return <Page {...props} />;
  }
  return LazyPage;
}

export const SignInPage = lazyPage('sign-in', () =>
  import('../features/sign-in/SignInPage').then((m) => m.SignInPage),
);
export const RegisterPage = lazyPage('register', () =>
  import('../features/register/RegisterPage').then((m) => m.RegisterPage),
);
export const ForgotPasswordPage = lazyPage('forgot-password', () =>
  import('../features/forgot-password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const NotFoundPage = lazyPage('not-found', () =>
  import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);
export const AccountFrame = lazyPage('account', () =>
  import('../features/account-area/AccountFrame').then((m) => m.AccountFrame),
);
