import { AccountPages, LOGOUT_TEXT, SIGN_IN_SUCCESS_TEXT } from '../pages/account';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import { expect, test } from '../support/account-fixtures';
import { marketFor } from '../support/markets';
import { DESKTOP_VIEWPORT, SITE_URL } from '../support/stack';
import { recordTimers, waitForTimer } from '../support/page-timers';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  accessTokenOf,
  accountApi,
  formatCoins,
  registerByApi,
  signInWithCoins,
} from '../support/users';

/** api/README.md: the message of a refused password grant, which the page shows as it comes. */
const WRONG_CREDENTIALS = 'The user credentials were incorrect.';

const FUNDS = 300;

/** SPEC section 8: a refused sign-in's button is enabled again about 2100 ms after the answer. */
const RETRY_DELAY_MS = 2100;

/** SPEC-READINGS "Sign-in, ...": a remembered session's refresh token cookie lives 30 days. */
const REMEMBERED_S = 30 * 86_400;

/** SPEC section 4: a form's failure shows about 1 s after the answer. */
const ERROR_DELAY_MS = 1000;

test.describe('accounts', () => {
  // The other guard of SPEC section 6 (login required) is tried in frame.spec.ts.
  test('a signed-in user who opens /sign-in or /register is sent to /', async ({
    page,
    account,
  }) => {
    const user = await signInWithCoins(account, FUNDS);

    for (const path of ['/sign-in', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(account.accountButton(user.username)).toBeVisible();
      await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
      await expect(account.signInCard).toHaveCount(0);
      await expect(account.registerCard).toHaveCount(0);
    }
  });

  test('a refused sign-in shows the server’s message after about 1 s, under no field, and the button works again afterwards', async ({
    page,
    context,
    account,
  }) => {
    const user = await registerByApi();
    // The test holds the page's clock, so the 1 s and the 2.1 s are the page's and not a busy
    // machine's.
    await page.clock.install();
    await page.goto('/sign-in');
    await expect(account.signInCard).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const answer = page.waitForResponse('**/oauth/token');
    await recordTimers(page);
    await account.submitSignIn(user.username, `${user.password}-wrong`);
    await answer;
    // The page has handled the answer once it has started the Error! box's timer.
    await waitForTimer(page, ERROR_DELAY_MS);

    // The Error! box about 1 s after the answer (SPEC-READINGS "Sign-in, ..."), not before.
    const error = account.errorBox(account.signInCard);
    await page.clock.runFor(ERROR_DELAY_MS - 10);
    await expect(error).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(error).toContainText('Error!');
    await expect(error).toContainText(WRONG_CREDENTIALS);
    // The message says nothing of which field was wrong: neither is marked.
    for (const field of ['Username', 'Password']) {
      await expect(account.field(account.signInCard, field)).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    await expect(account.signInCard.getByText(WRONG_CREDENTIALS)).toHaveCount(1);
    // Disabled for about 2.1 s after the answer (SPEC section 8: 2100 ms), then enabled again.
    await expect(account.signInButton()).toBeDisabled();
    await page.clock.runFor(RETRY_DELAY_MS - ERROR_DELAY_MS - 10);
    await expect(account.signInButton()).toBeDisabled();
    await page.clock.runFor(10);
    await expect(account.signInButton()).toBeEnabled();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(account.signInLink()).toBeVisible();
    expect((await context.cookies()).map(({ name }) => name)).not.toContain(REFRESH_TOKEN_COOKIE);

    // The re-enabled button signs in with the right password.
    await account.field(account.signInCard, 'Password').fill(user.password);
    await account.signInButton().click();
    await expect(account.toast(SIGN_IN_SUCCESS_TEXT)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(account.accountButton(user.username)).toBeVisible();
  });

  test('the sign-in toast is shown, waits while hovered or focused, and closes itself at 1000 ms', async ({
    page,
    account,
  }) => {
    // The timer is the progress bar's animation, so this visitor has no reduced-motion wish.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const user = await registerByApi();
    await page.goto('/sign-in');
    await expect(account.signInCard).toBeVisible();
    // The test holds the toast's clock: react-toastify closes a toast when its timer (the
    // progress bar's CSS animation) ends, so wall-clock time on a busy machine says nothing.
    await account.holdToastTimers();
    await account.submitSignIn(user.username, user.password);

    const toast = account.toastCard(SIGN_IN_SUCCESS_TEXT);
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const timer = await account.heldToastTimer(SIGN_IN_SUCCESS_TEXT);
    expect(timer.durationMs).toBe(1000);

    // Paused while the pointer is over it or focus is inside it (its own pause, not the test's).
    const progress = account.toastProgress(toast);
    await expect(progress).toHaveCSS('animation-play-state', 'running');
    await toast.hover();
    await expect(progress).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(progress).toHaveCSS('animation-play-state', 'running');
    await toast.getByRole('button', { name: 'close' }).focus();
    await expect(progress).toHaveCSS('animation-play-state', 'paused');
    await page.getByRole('banner').getByRole('link').first().focus();
    await expect(progress).toHaveCSS('animation-play-state', 'running');

    // Still there 10 ms before its second is up, gone when it is.
    await timer.seek(990);
    await expect(toast).toBeVisible();
    await timer.seek(1000);
    await expect(toast).toHaveCount(0);
  });

  test('logout says "Logout Successfully", removes both cookies, shows Sign In and clears the slip', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    const user = await signInWithCoins(account, FUNDS);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
    const accessToken = await accessTokenOf(context);

    const option = await sports.pickOption(await marketFor('place'));
    await expect(betslip.bet).toContainText(option.bet_event_title);

    await account.logout(user.username);
    await expect(account.toast(LOGOUT_TEXT)).toBeVisible();
    await expect(account.signInLink()).toBeVisible();
    await expect(account.accountButton(user.username)).toHaveCount(0);
    await expect(account.balance()).toHaveCount(0);
    await expect(betslip.bet).toHaveCount(0);
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    const names = (await context.cookies()).map(({ name }) => name);
    expect(names).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(names).not.toContain(REFRESH_TOKEN_COOKIE);
    // The server revoked the sign-in too (asked without waiting, so polled).
    await expect.poll(() => accountApi.coinsStatus(accessToken)).toBe(401);

    // Still signed out after a reload.
    await page.reload();
    await expect(account.signInLink()).toBeVisible();
  });

  test('"Remember" keeps the bettor signed in across a browser restart; unticked, the session ends with the browser', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const user = await registerByApi();
    for (const remember of [true, false]) {
      const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
      await context.addCookies([{ name: 'homemodal', value: '1', url: SITE_URL }]);
      const page = await context.newPage();
      const account = new AccountPages(page);
      await page.goto('/sign-in');
      await account.field(account.signInCard, 'Username').fill(user.username);
      await account.field(account.signInCard, 'Password').fill(user.password);
      await account.signInCard.getByRole('checkbox', { name: 'Remember me' }).setChecked(remember);
      await account.signInButton().click();
      await expect(account.toast(SIGN_IN_SUCCESS_TEXT)).toBeVisible();
      await expect(account.accountButton(user.username)).toBeVisible();

      // SPEC-READINGS "Sign-in, ...": ticked, the refresh token cookie lives 30 days; unticked,
      // it is a session cookie (no expiry).
      const cookies = await context.cookies();
      const refresh = cookies.find(({ name }) => name === REFRESH_TOKEN_COOKIE);
      if (remember) {
        const lifeS = refresh!.expires - Date.now() / 1000;
        expect(lifeS).toBeGreaterThan(REMEMBERED_S - 600);
        expect(lifeS).toBeLessThanOrEqual(REMEMBERED_S + 60);
      } else {
        expect(refresh!.expires).toBe(-1);
      }

      // A browser restart keeps only the cookies that have an expiry.
      await context.close();
      const restarted = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
      await restarted.addCookies([
        ...cookies.filter(({ expires }) => expires !== -1),
        // The home modal stays dismissed (the test's own cookie was a session cookie).
        { name: 'homemodal', value: '1', url: SITE_URL },
      ]);
      const again = await restarted.newPage();
      const after = new AccountPages(again);
      await again.goto('/');
      if (remember) {
        await expect(after.accountButton(user.username)).toBeVisible();
        // Logout deletes the remembered session.
        await after.logout(user.username);
        await expect(after.signInLink()).toBeVisible();
        const names = (await restarted.cookies()).map(({ name }) => name);
        expect(names).not.toContain(REFRESH_TOKEN_COOKIE);
        expect(names).not.toContain(ACCESS_TOKEN_COOKIE);
      } else {
        await expect(after.signInLink()).toBeVisible();
        await expect(after.accountButton(user.username)).toHaveCount(0);
        // The access token the session left behind is dropped as well.
        await expect
          .poll(async () => (await restarted.cookies()).map(({ name }) => name))
          .not.toContain(ACCESS_TOKEN_COOKIE);
      }
      await restarted.close();
    }
  });

  test('with the access token cookie removed by hand, a reload keeps the session through the refresh token', async ({
    page,
    context,
    account,
  }) => {
    const user = await signInWithCoins(account, FUNDS);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
    const before = await context.cookies();
    const refreshBefore = before.find(({ name }) => name === REFRESH_TOKEN_COOKIE)?.value;
    expect(refreshBefore).toBeTruthy();

    await context.clearCookies({ name: ACCESS_TOKEN_COOKIE });
    expect((await context.cookies()).map(({ name }) => name)).not.toContain(ACCESS_TOKEN_COOKIE);

    await page.reload();
    await expect(account.accountButton(user.username)).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
    await expect(account.signInLink()).toHaveCount(0);

    // A new access token was issued and the refresh token rotated (SPEC section 4 cookies).
    const after = await context.cookies();
    const access = after.find(({ name }) => name === ACCESS_TOKEN_COOKIE);
    const refresh = after.find(({ name }) => name === REFRESH_TOKEN_COOKIE);
    expect(access?.path).toBe('/');
    expect(refresh?.path).toBe('/');
    expect(refresh?.value).not.toBe(refreshBefore);
    // The new access token works for the API.
    expect((await accountApi.profile(await accessTokenOf(context))).username).toBe(user.username);
  });

  test('two tabs refreshing at once with one refresh token both stay signed in (issue 26)', async ({
    page,
    context,
    account,
  }) => {
    // Without Web Locks (a plain-http origin other than localhost has none) nothing in the
    // browser keeps two tabs from refreshing at once: the server's grace window must.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined });
    });
    const user = await signInWithCoins(account, FUNDS);
    await context.clearCookies({ name: ACCESS_TOKEN_COOKIE });

    // Both tabs' refreshes reach the server together: each is held until the other has left.
    let arrived = 0;
    let bothArrived: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    await context.route('**/oauth/token', async (route) => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      await together;
      await route.continue();
    });
    const other = await context.newPage();
    await Promise.all([page.reload(), other.goto('/')]);
    await together;

    for (const tab of [page, other]) {
      const pages = new AccountPages(tab);
      await expect(pages.accountButton(user.username)).toBeVisible();
      await expect(pages.balanceAmount()).toHaveText(formatCoins(FUNDS));
    }
    expect(arrived).toBe(2);
    await context.unroute('**/oauth/token');
    // The sign-in was not revoked: the stored access token works, and so do both tabs after a
    // reload.
    expect((await accountApi.profile(await accessTokenOf(context))).username).toBe(user.username);
    for (const tab of [page, other]) {
      await tab.reload();
      await expect(new AccountPages(tab).accountButton(user.username)).toBeVisible();
    }
  });
});
