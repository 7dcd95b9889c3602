import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Loader } from '@sportsbook/shared/ui';
import { LoadStore } from '../common/load-store';
import { UnavailablePanel } from '../federation/UnavailablePanel';

/**
 * The host's own pages that `/` does not show, each a chunk of its own loaded when its route first
 * renders (issue 12: the first load of `/` carries only what `/` shows). While it loads, the page
 * shows the loader the session guards already show on these routes ("Checking your session"), so
 * a visitor sees one spinner until the page is there and nothing moves when it arrives. The load
 * is a LoadStore (common/load-store.ts), as a remote slot's: the page shows the moment its chunk
 * has arrived, and a chunk that cannot be loaded (a network drop, a host deployed since the tab
 * opened) shows the unavailable panel with Retry in the page, where the error of a React.lazy
 * page had no boundary to stop at and unmounted the whole site. Retry asks the bundler for the
 * chunk again (it forgets a chunk that failed, so the second ask is a new request).
 */
export function lazyPage<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const page = componentLoads(`the ${name} page`, load);
  const current = () => page.entry('page');
  const retry = () => page.retry('page');
  function LazyPage(props: P) {
    const entry = useSyncExternalStore(page.subscribe, current, current);
    if (entry.status === 'loading') return <Loader label="Loading the page" />;
    if (entry.status === 'failed') return <UnavailablePanel onRetry={retry} />;
    const Page = entry.value;
    return <Page {...props} />;
  }
  return LazyPage;
}

/** One component's chunk, loaded at its first render; a failure is logged as `what`'s. */
function componentLoads<P extends object>(what: string, load: () => Promise<ComponentType<P>>) {
  return new LoadStore<'page', ComponentType<P>>(() =>
    load().catch((error: unknown) => {
      console.error(`[host] ${what} could not be loaded`, error);
      throw error;
    }),
  );
}

/**
 * A part of the shell that shows only on demand (a panel behind a key, the mobile menu's sheet),
 * a chunk of its own loaded when it first renders, so the first load of a page does not carry it
 * (issue 33: the JS before the first list has a budget). Nothing shows while it loads (a few
 * milliseconds; the part appears where it was asked for); a chunk that cannot be loaded shows
 * nothing and is asked for again the next time the part renders (its next opening), where a
 * React.lazy part's error would have unmounted the site.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part = componentLoads(`the ${name}`, load);
  const current = () => part.entry('page');
  function LazyPart(props: P) {
    const entry = useSyncExternalStore(part.subscribe, current, current);
    useEffect(
      () => () => {
        if (current().status === 'failed') part.retry('page');
      },
      [],
    );
    if (entry.status !== 'loaded') return null;
    const Part = entry.value;
    return <Part {...props} />;
  }
  return LazyPart;
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
