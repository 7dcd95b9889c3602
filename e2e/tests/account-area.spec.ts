/**
 * remote-account in the host's account-area frame (issue 10 screens): every profile and support
 * page at 1280 and 390 px under both route forms, axe-clean; the login guard; a password change
 * that signs out another browser; a complaint answered by an operator showing in the history.
 */
import type { Page } from '@playwright/test';
import { AccountPages } from '../pages/account';
import { ProfileScreens, ACCOUNT_SCREENS } from '../pages/profile-screens';
import { expect, test as base } from '../support/account-fixtures';
import { ops } from '../support/ops';
import { API_URL, DESKTOP_VIEWPORT, MOBILE_VIEWPORT, SITE_URL } from '../support/stack';
import { accessTokenOf, newUser, registerByApi, type TestUser } from '../support/users';

const test = base.extend<{ area: ProfileScreens }>({
  area: async ({ page }, use) => use(new ProfileScreens(page)),
});

/**
 * Signs in through the desktop header (the sign-in helper reads the header's user button, which a
 * phone shows in the mobile bar instead), then goes back to the test's own viewport.
 */
async function signInAtDesktop(page: Page, account: AccountPages, user: TestUser): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await account.signIn(user);
  if (viewport) await page.setViewportSize(viewport);
}

const VIEWPORTS = [
  ['1280', DESKTOP_VIEWPORT],
  ['390', MOBILE_VIEWPORT],
] as const;

interface ApiComplaint {
  id: number;
  qtitle: string;
}

async function complaintsOf(accessToken: string): Promise<ApiComplaint[]> {
  const response = await fetch(`${API_URL}/ng/user/profile/complain-history?page=1`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ApiComplaint[] }).data;
}

for (const [width, viewport] of VIEWPORTS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('every profile and support page opens under both route forms and is axe-clean', async ({
      page,
      account,
      area,
    }) => {
      // Sixteen page loads, each checked by the automatic axe fixture (support/fixtures.ts).
      test.setTimeout(360_000);
      const user = await registerByApi();
      await signInAtDesktop(page, account, user);
      for (const screen of ACCOUNT_SCREENS) {
        // The unprefixed entry point replaces itself with the canonical path.
        await area.open(screen.alias, screen.title);
        await expect(page).toHaveURL(`${SITE_URL}${screen.path}`);
        await area.open(screen.path, screen.title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('.sb-loader')).toHaveCount(0);
      }
    });

    test('shows the profile and the empty lists with SPEC texts', async ({
      page,
      account,
      area,
    }) => {
      const user = await registerByApi();
      await signInAtDesktop(page, account, user);
      await area.open('/profile', 'Personal Profile');
      const info = area.section('Account Info');
      await expect(area.value(info, 'Username')).toHaveText(user.username);
      await expect(area.value(info, 'Status')).toHaveText('Active');
      await expect(area.value(area.section('Contact Details'), 'Email')).toHaveText(user.email);
      await expect(area.value(area.section('Others'), 'Sponsor')).toHaveText('Not Available');

      await area.open('/profile/bet-history', 'Bet History');
      await expect(area.page.getByText('No bet is Available', { exact: true })).toBeVisible();
      await area.open('/profile/my-followers', 'My Followers');
      await expect(area.page.getByText('No follower is Available', { exact: true })).toBeVisible();
      await area.open('/support/complain-history', 'Complain History');
      await expect(area.page.getByText('No complain is Available', { exact: true })).toBeVisible();
    });
  });
}

test('sends a visitor without a session from an account page to /', async ({ page, area }) => {
  for (const path of ['/profile/view-profile', '/bet-history', '/support/submit-complain']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${SITE_URL}/`);
  }
  await expect(area.heading('Personal Profile')).toHaveCount(0);
});

test('a password change signs out the other browser and keeps this one signed in', async ({
  browser,
  account,
  area,
  page,
}) => {
  test.setTimeout(90_000);
  const user = await registerByApi();
  await account.signIn(user);

  const otherContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  await otherContext.addCookies([{ name: 'homemodal', value: '1', url: SITE_URL }]);
  const otherPage = await otherContext.newPage();
  const other = new ProfileScreens(otherPage);
  await new AccountPages(otherPage).signIn(user);
  await other.open('/profile/view-profile', 'Personal Profile');

  const newPassword = `${user.password}-2`;
  await area.open('/profile/update-password', 'Update Password');
  await area.changePassword(user.password, newPassword);
  await expect(area.successPanel()).toContainText(
    'Your password has been changed. Your other devices have been signed out.',
  );
  // Success resets the form.
  await area.page.getByRole('button', { name: /again/i }).click();
  await expect(area.field('Current Password')).toHaveValue('');

  // This browser stays signed in; the other one is sent out on its next load.
  await page.reload();
  await expect(area.heading('Update Password')).toBeVisible();
  await expect(account.accountButton(user.username)).toBeVisible();
  await otherPage.reload();
  await expect(otherPage).toHaveURL(`${SITE_URL}/`);
  await expect(new AccountPages(otherPage).signInLink()).toBeVisible();

  // The new password signs in.
  await new AccountPages(otherPage).signIn({ ...user, password: newPassword });
  await otherContext.close();
});

test("a complaint shows as awaiting an answer, then with the operator's answer", async ({
  account,
  area,
  context,
}) => {
  const user = await registerByApi(newUser());
  await account.signIn(user);
  await area.open('/support/submit-complain', 'Submit Complain');
  const subject = `Payout ${user.username}`;
  await area.submitComplaint(subject, 'My withdrawal has not arrived.');
  await expect(area.successPanel()).toBeVisible();
  await area.page.getByRole('button', { name: 'Submit another complain' }).click();
  await expect(area.field('Subject')).toHaveValue('');

  await area.open('/support/complain-history', 'Complain History');
  await expect(area.page.getByText(subject, { exact: true })).toBeVisible();
  await expect(area.page.getByText('Awaiting answer', { exact: true })).toBeVisible();

  const complaints = await complaintsOf(await accessTokenOf(context));
  const complaint = complaints.find(({ qtitle }) => qtitle === subject);
  if (!complaint) throw new Error('The complaint is not in the history.');
  await ops('answer', String(complaint.id), 'It was paid this morning.');

  await area.open('/support/complain-history', 'Complain History');
  await expect(area.page.getByText('It was paid this morning.', { exact: true })).toBeVisible();
  await expect(area.page.getByText('Awaiting answer', { exact: true })).toHaveCount(0);
});
