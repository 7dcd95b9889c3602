import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader } from '@sportsbook/shared/ui';

/**
 * The host's own pages that `/` does not show, each a chunk of its own loaded when its route first
 * renders (issue 12: the first load of `/` carries only what `/` shows). The fallback is the loader
 * the session guards already show on these routes ("Checking your session"), so a visitor sees one
 * spinner until the page is there and nothing moves when it arrives.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <PageSuspense>
        <Page {...props} />
      </PageSuspense>
    );
  }
  return LazyPage;
}

function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loader label="Loading the page" />}>{children}</Suspense>;
}

export const SignInPage = lazyPage(() =>
  import('../features/sign-in/SignInPage').then((m) => m.SignInPage),
);
export const RegisterPage = lazyPage(() =>
  import('../features/register/RegisterPage').then((m) => m.RegisterPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/forgot-password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const NotFoundPage = lazyPage(() =>
  import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);
export const AccountFrame = lazyPage(() =>
  import('../features/account-area/AccountFrame').then((m) => m.AccountFrame),
);
