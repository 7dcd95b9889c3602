import { act, screen, within } from '@testing-library/react';
import { fetchDepositNumbers, postDepositRequest } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { settle, useFakeClock } from '../../test/clock';
import { renderPage, setupUser, typeAndClear, type User } from '../../test/render-page';
import { MakeDepositPage } from './MakeDepositPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchDepositNumbers: jest.fn(),
  postDepositRequest: jest.fn(),
}));

const numbersMock = jest.mocked(fetchDepositNumbers);
const depositMock = jest.mocked(postDepositRequest);

/** Every method has a number but Neteller. */
const NUMBERS = [
  { type: 'Skrill', phone_no: '01611111111' },
  { type: 'Stripe', phone_no: '01622222222' },
  { type: 'BKASH', phone_no: '01711111111' },
  { type: 'BKASH_AGENT', phone_no: '01722222222' },
  { type: 'NAGAD', phone_no: '01933333333' },
];

function methodOptions(): string[] {
  return within(screen.getByLabelText('Payment Method'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

async function fill(user: User) {
  await user.type(screen.getByLabelText('Coins'), '500');
  await user.type(screen.getByLabelText('Phone From'), '01800000000');
  await user.type(screen.getByLabelText('Current Password'), 'secret123');
}

beforeEach(() => {
  useFakeClock();
  numbersMock.mockReset().mockResolvedValue(NUMBERS);
  depositMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the make deposit page', () => {
  it('starts on Skrill, lists the cards then the mobile wallets the server lists, and hides Phone To', async () => {
    await renderPage(MakeDepositPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Make Deposit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Method')).toHaveDisplayValue('Skrill');
    expect(methodOptions()).toEqual([
      'Skrill',
      'Stripe',
      'Neteller',
      'BKASH',
      'BKASH_AGENT',
      'NAGAD',
    ]);
    expect(screen.queryByLabelText('Phone To')).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum 300, maximum 25000 coins.')).not.toBeInTheDocument();
  });

  it('sets Phone To, read-only, from the list when a mobile wallet is chosen, with the 300 / 25000 text', async () => {
    const user = setupUser();
    await renderPage(MakeDepositPage);
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'BKASH_AGENT');
    await settle();
    const phoneTo = screen.getByLabelText('Phone To');
    expect(phoneTo).toHaveValue('01722222222');
    expect(phoneTo).toHaveAttribute('readonly');
    expect(screen.getByText('Minimum 300, maximum 25000 coins.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Payment Method'), 'NAGAD');
    await settle();
    expect(screen.getByLabelText('Phone To')).toHaveValue('01933333333');

    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Stripe');
    await settle();
    expect(screen.queryByLabelText('Phone To')).not.toBeInTheDocument();
  });

  it.each([
    ['Coins', '', 'Coin required'],
    ['Coins', '0', 'Coin must be greater than 0'],
    ['Phone From', '', 'Phone required'],
    ['Phone From', '0180000', 'Phone number must be 11 digit'],
    ['Phone From', '0180000000x', 'Please enter a number'],
    ['Current Password', '', 'Password required'],
  ])('validates %s on change: %j gives "%s"', async (label, typed, message) => {
    const user = setupUser();
    await renderPage(MakeDepositPage);
    await typeAndClear(user, screen.getByLabelText(label), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("checks the coins against the chosen method's limits on change, and again when the method changes", async () => {
    const user = setupUser();
    await renderPage(MakeDepositPage);
    const mobile = 'Mobile wallet deposits are minimum 300, maximum 25000 coins.';
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'BKASH');
    await user.type(screen.getByLabelText('Coins'), '299');
    await settle();
    // On change, before any press: the server's own rule and words.
    expect(screen.getByText(mobile)).toBeInTheDocument();
    expect(screen.getByLabelText('Coins')).toHaveAttribute('aria-invalid', 'true');

    // 299 coins are fine by card: choosing Skrill clears it without touching the coins.
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Skrill');
    await settle();
    expect(screen.queryByText(mobile)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coins')).not.toHaveAttribute('aria-invalid');

    // And back to a mobile wallet: refused again.
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'NAGAD');
    await settle();
    expect(screen.getByText(mobile)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Coins'));
    await user.type(screen.getByLabelText('Coins'), '25000');
    await settle();
    expect(screen.queryByText(mobile)).not.toBeInTheDocument();
    // The limits' text of SPEC section 9 is back as the hint.
    expect(screen.getByText('Minimum 300, maximum 25000 coins.')).toBeInTheDocument();
  });

  it('says "Deposit Not Available" as soon as a method without a number is chosen, and again on a press', async () => {
    const user = setupUser();
    const { store } = await renderPage(MakeDepositPage);
    // Skrill, the default, has a number: nothing to say.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Neteller');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Deposit Not Available');
    // Said at once: nothing was sent, no toast yet.
    expect(store.getState().message.title).not.toBe('Deposit Not Available');

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Deposit Not Available');
    expect(store.getState().message).toMatchObject({
      type: 'error',
      title: 'Deposit Not Available',
    });
    expect(depositMock).not.toHaveBeenCalled();

    // A method with a number clears it.
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Stripe');
    await settle();
    expect(screen.queryByText('Deposit Not Available')).not.toBeInTheDocument();
  });

  it('says "Deposit Not Available" on arrival when the default method has no number', async () => {
    numbersMock.mockResolvedValue(NUMBERS.filter(({ type }) => type !== 'Skrill'));
    await renderPage(MakeDepositPage);
    expect(screen.getByLabelText('Payment Method')).toHaveDisplayValue('Skrill');
    expect(screen.getByRole('alert')).toHaveTextContent('Deposit Not Available');
  });

  it('sends a card deposit (Skrill, the default) with its house number', async () => {
    const user = setupUser();
    depositMock.mockResolvedValue('Deposit request received.');
    await renderPage(MakeDepositPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await settle();
    expect(depositMock).toHaveBeenCalledWith(
      {
        payment_method: 'Skrill',
        coin_number: '500',
        phone_from: '01800000000',
        phone_to: '01611111111',
        password: 'secret123',
      },
      expect.any(String),
    );
  });

  it('sends a mobile-wallet deposit with its house number and shows the server message', async () => {
    const user = setupUser();
    depositMock.mockResolvedValue('Deposit request received.');
    const { coinsChanged } = await renderPage(MakeDepositPage);
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'BKASH');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await settle();
    expect(depositMock).toHaveBeenCalledWith(
      {
        payment_method: 'BKASH',
        coin_number: '500',
        phone_from: '01800000000',
        phone_to: '01711111111',
        password: 'secret123',
      },
      expect.any(String),
    );
    expect(coinsChanged).toEqual(['deposit']);
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('Deposit request received.');
  });

  it('offers only the cards and says so, with a Retry, when the numbers cannot be loaded', async () => {
    const user = setupUser();
    numbersMock.mockRejectedValueOnce(new Error('down'));
    await renderPage(MakeDepositPage);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load the mobile wallet numbers. Please try again.',
    );
    expect(methodOptions()).toEqual(['Skrill', 'Stripe', 'Neteller']);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(methodOptions()).toContain('NAGAD');
  });
});
