/**
 * The operators' back office (issue 30): an operator signs in with a TOTP code, sees a bettor's
 * new deposit request arrive in the open queue through the operators' realtime channel (not a
 * poll), approves it while the bettor's balance rises live in another browser, settles a
 * market once its money impact is shown, answers a complaint the bettor sees, adds a time-out to
 * the bettor on the Users screen (the bettor's deposits are refused from then on, and the screen
 * shows the time-out in the bettor's safer-gambling history), and every page of the back office
 * is axe-clean at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/account-fixtures';
import { BACKOFFICE_URL, DEMO_OPERATOR, operatorGet, totpCode } from '../support/backoffice';
import { postAsUser } from '../support/long-values';
import { API_URL, DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/stack';
import { accessTokenOf, formatCoins, fund, registerByApi } from '../support/users';
import { walletApi } from '../support/wallet';

const FUNDS = 2000;

interface MarketsAnswer {
  matches: {
    id: number;
    markets: { id: number; status: string; selections: { id: number; title: string }[] }[];
  }[];
}

const SCREENS = [
  ['deposits', 'Deposits waiting'],
  ['withdrawals', 'Withdrawals waiting'],
  ['markets', 'Markets'],
  ['complaints', 'Complaints'],
  ['users', 'Bettors'],
  ['audit', 'Audit trail'],
  ['ledger', 'Ledger health'],
  ['operators', 'Operators'],
] as const;

async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${BACKOFFICE_URL}/#/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** On the Users screen: finds the bettor and opens their details. */
async function openBettor(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username, email or phone').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: username, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${username}`) }),
  ).toBeVisible();
}

test.describe('back office', () => {
  // A bettor and an operator sign in (argon2 each), and every screen is checked twice by axe.
  test.describe.configure({ timeout: 180_000 });

  test('an operator approves a deposit, settles a market after its impact, answers a complaint, adds a time-out', async ({
    context,
    account,
    browser,
  }, testInfo) => {
    // The bettor signs in on the site.
    const user = await registerByApi();
    await fund(user, FUNDS);
    await account.signIn(user);
    const token = await accessTokenOf(context);
    const [bkash] = (await walletApi.depositNumbers(token)).filter(({ type }) => type === 'BKASH');

    // The operator, in a browser of their own, signs in with password and TOTP code. What the
    // back office's socket hears is noted: its channel's subscription and its notices.
    const operatorContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const op = await operatorContext.newPage();
    const heard: string[] = [];
    op.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => heard.push(String(payload))),
    );
    await op.goto(BACKOFFICE_URL);
    await expect(op.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
    await expectNoA11yViolations(op, 'back office sign-in');
    await op.getByLabel('Username').fill(DEMO_OPERATOR.username);
    await op.getByLabel('Password').fill(DEMO_OPERATOR.password);
    await op.getByLabel('Authenticator code').fill('000000');
    await op.getByRole('button', { name: 'Sign in' }).click();
    await expect(op.getByRole('alert')).toHaveText('The username, password or code is incorrect.');
    await op.getByLabel('Authenticator code').fill(totpCode(DEMO_OPERATOR.totpSecret));
    await op.getByRole('button', { name: 'Sign in' }).click();
    await expect(op.getByRole('heading', { level: 1, name: 'Deposits waiting' })).toBeVisible();
    const heardOf = (event: string) =>
      heard.filter((frame) => frame.includes(event) && frame.includes('private-backoffice'));
    await expect.poll(() => heardOf('subscription_succeeded').length, { timeout: 20_000 }).toBe(1);

    // The bettor asks for a deposit and files a complaint; the open queue shows the request
    // within the expect timeout (10 s), well before the next poll of a live screen (30 s).
    await postAsUser('/ng/user/wallet/deposit-request', token, {
      payment_method: 'BKASH',
      coin_number: '500',
      phone_from: '01800000000',
      phone_to: bkash!.phone_no,
      password: user.password,
    });
    const [deposit] = (await walletApi.deposits(token)).data;
    await postAsUser('/ng/user/profile/submit-complain', token, {
      qtitle: `Where is my deposit ${deposit!.id}?`,
      qdescription: 'I sent it an hour ago.',
    });
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
    const card = op.getByRole('listitem').filter({ hasText: `Deposit ${deposit!.id}:` });
    await expect(card).toBeVisible();
    expect(heardOf('QueueChanged').some((frame) => frame.includes('deposits'))).toBe(true);

    // The deposit, with the bettor's balance beside it; approved, the bettor sees it at once.
    await expect(card).toContainText(user.username);
    await card.getByRole('button', { name: `Approve deposit ${deposit!.id}` }).click();
    // Approved, it leaves the queue (other tests' deposits may stay in it beside this one).
    await expect(card).toHaveCount(0);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS + 500));

    // A market of the last match: the bettor bets on it, the operator previews and settles it.
    const { matches } = await operatorGet<MarketsAnswer>(op, '/markets');
    const market = matches
      .flatMap((match) => match.markets)
      .filter((row) => row.status === 'open' && row.selections.length >= 2)
      .at(-1);
    if (!market) throw new Error('No open market to settle.');
    const [winner] = market.selections;
    await postAsUser('/ng/bet-submit', token, {
      bet_amount: '100',
      bet_event_id: String(winner!.id),
    });
    await openScreen(op, 'markets', 'Markets');
    const marketBox = op
      .locator('.bo-market')
      .filter({ has: op.getByRole('heading', { name: new RegExp(`^Market ${market.id}:`) }) });
    await marketBox.getByLabel(`Outcome of market ${market.id}`).selectOption(String(winner!.id));
    await marketBox.getByRole('button', { name: 'Show the money impact' }).click();
    const impact = marketBox.getByRole('status');
    await expect(impact).toContainText('Bets1');
    await expect(impact).toContainText('Total stakes100.00');
    await op.getByRole('button', { name: `Confirm settlement of market ${market.id}` }).click();
    await expect(op.getByText(`Market ${market.id} settled.`)).toBeVisible();
    await expect(
      op.getByRole('heading', { name: new RegExp(`^Market ${market.id}:.*settled$`) }),
    ).toBeVisible();

    // The complaint, answered; the bettor's history has the answer.
    await openScreen(op, 'complaints', 'Complaints');
    const complaint = op
      .getByRole('listitem')
      .filter({ hasText: `Where is my deposit ${deposit!.id}?` });
    await complaint.getByLabel(/^Answer to complaint/).fill('It is in your balance now.');
    await complaint.getByRole('button', { name: /^Send answer to complaint/ }).click();
    await expect(op.getByText('It is in your balance now.')).toBeVisible();
    const history = (await (
      await fetch(`${API_URL}/ng/user/profile/complain-history?page=1`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id: number; answer: string | null }[] };
    expect(history.data[0]?.answer).toBe('It is in your balance now.');
    const complaintId = history.data[0]!.id;

    // A 24-hour time-out for the bettor: the bettor's deposits are refused from then on, and the
    // Users screen shows it in force and in the history, as the operator's.
    await openScreen(op, 'users', 'Bettors');
    await openBettor(op, user.username);
    await op.getByLabel('Length').selectOption({ label: '24 hours' });
    await op.getByLabel('Reason for the time-out').fill('Asked for a break on the phone.');
    await op.getByRole('button', { name: `Add time-out to ${user.username}` }).click();
    await expect(op.getByText(`Time-out of 24 hours added for ${user.username}.`)).toBeVisible();
    await expect(op.getByText(/^In force: time-out until /)).toBeVisible();
    const timeOutRow = op
      .getByRole('region', { name: `Safer-gambling history of ${user.username}` })
      .getByRole('row')
      .filter({ hasText: 'Time-out of 24 hours' });
    await expect(timeOutRow).toContainText(DEMO_OPERATOR.username);
    await expect(
      postAsUser('/ng/user/wallet/deposit-request', token, {
        payment_method: 'BKASH',
        coin_number: '500',
        phone_from: '01800000000',
        phone_to: bkash!.phone_no,
        password: user.password,
      }),
    ).rejects.toThrow(/: 403 .*You are on a time-out until/);

    // Every screen, axe-clean on a desktop and on a phone; the audit trail lists what was done.
    for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
      await op.setViewportSize(viewport);
      for (const [path, title] of SCREENS) {
        await openScreen(op, path, title);
        // The Users screen with a bettor open: safer gambling, the time-out control, the history.
        if (path === 'users') await openBettor(op, user.username);
        await op.waitForLoadState('networkidle');
        await expectNoA11yViolations(op, `back office ${path} at ${viewport.width} px`);
        if (path === 'users') {
          await op.screenshot({
            path: testInfo.outputPath(`users-${viewport.width}.png`),
            fullPage: true,
          });
        }
      }
    }
    await openScreen(op, 'audit', 'Audit trail');
    // Other tests' operators act on the same stack: the rows of this test's own objects.
    for (const [action, object] of [
      ['approve-deposit', `deposit:${deposit!.id}`],
      ['settle-market', `market:${market.id}`],
      ['answer-complaint', `complaint:${complaintId}`],
      ['add-time-out', `user:${user.username}`],
    ] as const) {
      const row = op
        .getByRole('row')
        .filter({ has: op.getByRole('cell', { name: action, exact: true }) })
        .filter({ has: op.getByRole('cell', { name: object, exact: true }) });
      await expect(row).toHaveCount(1);
    }
    await operatorContext.close();
  });
});
