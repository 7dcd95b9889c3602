import { expect, type JSHandle, type Locator, type Page, type Response } from '@playwright/test';
import type { TestUser } from '../support/users';

/** SPEC section 8. */
export const SIGN_IN_SUCCESS_TEXT = 'Sign In Successfully.';
export const LOGOUT_TEXT = 'Logout Successfully';

/**
 * The host's account side as a visitor sees it: the Sign In and Join Now pages, the header's
 * balance and account menu once signed in, and the toasts.
 */
export class AccountPages {
  readonly signInCard: Locator;
  readonly registerCard: Locator;
  readonly toasts: Locator;
  private readonly header: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.signInCard = page.getByRole('region', { name: 'Sign In', exact: true });
    this.registerCard = page.getByRole('region', { name: 'Join Now', exact: true });
    this.toasts = page.getByLabel('Notifications', { exact: true });
  }

  /** A toast with exactly this text (they close themselves after a few seconds). */
  toast(text: string): Locator {
    return this.toasts.getByText(text, { exact: true });
  }

  /** The whole toast (its text, close button and timer) that shows this text. */
  toastCard(text: string): Locator {
    return this.toasts
      .locator('.Toastify__toast')
      .filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** A toast's timer bar, whose CSS animation is the time until it closes itself. */
  toastProgress(toast: Locator): Locator {
    return toast.getByRole('progressbar', { name: 'notification timer', includeHidden: true });
  }

  /**
   * From now on, every toast's timer is held at its start as soon as it begins: the test moves it
   * with `heldToastTimer(...).seek(ms)`. react-toastify closes a toast when its timer's CSS
   * animation ends, so holding that animation is holding the toast's clock.
   */
  async holdToastTimers(): Promise<void> {
    await this.page.evaluate(() => {
      const held: Animation[] = [];
      Object.assign(window, { sbHeldToastTimers: held });
      document.addEventListener(
        'animationstart',
        (event) => {
          if (event.animationName !== 'Toastify__trackProgress') return;
          const target = event.target as Element;
          for (const animation of target.getAnimations()) {
            if (
              animation instanceof CSSAnimation &&
              animation.animationName === event.animationName
            ) {
              animation.pause();
              animation.currentTime = 0;
              held.push(animation);
            }
          }
        },
        true,
      );
    });
  }

  /** The held timer of the toast with this text: its duration and a way to move it. */
  async heldToastTimer(
    text: string,
  ): Promise<{ durationMs: number; seek(ms: number): Promise<void> }> {
    // waitForFunction resolves once the function returns a truthy value: never the null.
    const timer = (await this.page.waitForFunction((toastText) => {
      const held =
        (window as unknown as { sbHeldToastTimers?: Animation[] }).sbHeldToastTimers ?? [];
      return (
        held.find((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target?.closest('.Toastify__toast')?.textContent?.includes(toastText) ?? false;
        }) ?? null
      );
    }, text)) as JSHandle<Animation>;
    const durationMs = await timer.evaluate((animation) =>
      Number(animation.effect?.getComputedTiming().duration),
    );
    return {
      durationMs,
      seek: async (ms) => {
        await timer.evaluate(async (animation, to) => {
          animation.currentTime = to;
          // Two frames, so the animation's events of that time have been sent.
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        }, ms);
      },
    };
  }

  // Sign In (/sign-in)

  field(card: Locator, label: string): Locator {
    return card.getByLabel(label, { exact: true });
  }

  /** The form's button; its name gains "Submitting" while the request runs. */
  signInButton(): Locator {
    return this.signInCard.getByRole('button', { name: /Sign In$/ });
  }

  /** The red box headed Error! of a form. */
  errorBox(card: Locator): Locator {
    return card.getByRole('alert').filter({ hasText: 'Error!' });
  }

  /** Fills the sign-in form and presses Sign In (the page must be open). */
  async submitSignIn(username: string, password: string): Promise<void> {
    await this.field(this.signInCard, 'Username').fill(username);
    await this.field(this.signInCard, 'Password').fill(password);
    await this.signInButton().click();
  }

  /** Opens /sign-in, signs in, and waits for "Sign In Successfully." and the way back to /. */
  async signIn(user: TestUser): Promise<void> {
    await this.page.goto('/sign-in');
    await expect(this.signInCard).toBeVisible();
    await this.submitSignIn(user.username, user.password);
    await expect(this.toast(SIGN_IN_SUCCESS_TEXT)).toBeVisible();
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.accountButton(user.username)).toBeVisible();
  }

  // Join Now (/register)

  registerButton(): Locator {
    return this.registerCard.getByRole('button', { name: /Register$/ });
  }

  /**
   * Fills Join Now's own fields with the user's (country and club keep what is chosen), presses
   * Register and resolves to the answer of `POST /ng/signup`.
   */
  async submitRegister(user: TestUser): Promise<Response> {
    const form = this.registerCard;
    await this.field(form, 'Username').fill(user.username);
    await this.field(form, 'Email').fill(user.email);
    await this.field(form, 'Password').fill(user.password);
    await this.field(form, 'Confirm Password').fill(user.password);
    await this.field(form, 'Phone').fill(user.phone);
    const signup = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/ng/signup',
    );
    await this.registerButton().click();
    return signup;
  }

  // Header, signed in or not

  signInLink(): Locator {
    return this.header.getByRole('link', { name: 'Sign In', exact: true });
  }

  /** The balance: the coin icon, "Coins" and the amount. */
  balance(): Locator {
    return this.header.getByTitle('Your coin balance');
  }

  /** The amount of the balance as shown (2 decimals). */
  balanceAmount(): Locator {
    return this.balance().getByText(/^\d+\.\d{2}$/);
  }

  /** The account dropdown's button, named by the username. */
  accountButton(username: string): Locator {
    return this.header.getByRole('button', { name: username, exact: true });
  }

  async logout(username: string): Promise<void> {
    await this.accountButton(username).click();
    await this.header
      .getByRole('menu', { name: 'Account' })
      .getByRole('menuitem', { name: 'Logout' })
      .click();
  }
}
