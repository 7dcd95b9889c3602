import { expect, test } from '../support/account-fixtures';
import { possibleWin } from '../support/format';
import { postAsUser } from '../support/long-values';
import { marketFor } from '../support/markets';
import { ops } from '../support/ops';
import { RealtimeWatch } from '../support/realtime';
import {
  accessTokenOf,
  accountApi,
  allBets,
  formatCoins,
  fund,
  registerByApi,
} from '../support/users';

/**
 * Issue 25, "a bettor's own changes arrive live": the API publishes the settled bets on the
 * bettor's private channel after the settlement commits; the open Bet History updates the row's
 * status and the header the balance, without a reload.
 */
const FUNDS = 500;
const STAKE = 40;

test('an operator settles a bet while its bettor has Bet History open: the row and the balance change without a reload', async ({
  page,
  context,
  account,
}) => {
  const realtime = new RealtimeWatch(page);
  const user = await registerByApi();
  await fund(user, FUNDS);
  await account.signIn(user);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
  const token = await accessTokenOf(context);
  const { id: userId } = await accountApi.profile(token);

  const { match, bet } = await marketFor('settle-history');
  const fresh = (await accountApi.eventDetails(bet.bet_events[0]!.id)).bet_ratio;
  const option = bet.bet_events[0]!;
  await postAsUser('/ng/bet-submit', token, {
    bet_amount: String(STAKE),
    bet_event_id: String(option.id),
    bet_ratio: String(fresh),
  });
  const [placed] = await allBets(token);
  expect(placed?.status).toBe('pending');

  await page.goto('/profile/bet-history');
  // The bet's row, whether the list is laid out as a table or as cards.
  const row = page.locator('tr').filter({ hasText: match.match_title });
  await expect(row).toContainText('Pending');
  // A reload of the balance after the bet was placed elsewhere (the API call above).
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE));
  // A change published before the page listens is lost: wait for the private channel.
  await expect.poll(() => realtime.isSubscribed(`private-user.${userId}`)).toBe(true);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await ops('settle', String(bet.id), String(option.id));

  await expect(row).toContainText('Won');
  await expect(row).not.toContainText('Pending');
  const payout = Number(possibleWin(fresh, STAKE));
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE + payout));
  expect(navigations).toEqual([]);
});
