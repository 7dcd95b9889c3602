import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, fetchClubs, fetchCountries, signUp } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { settle, useFakeClock } from '../../test/clock';
import { renderAppSettled, signedInStore } from '../../test/render-app';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchCountries: jest.fn(),
  fetchClubs: jest.fn(),
  signUp: jest.fn(),
}));

const signUpMock = jest.mocked(signUp);

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

function page() {
  return within(screen.getByRole('region', { name: 'Join Now' }));
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

async function openPage() {
  const result = await renderAppSettled('/register');
  await settle();
  return result;
}

type User = ReturnType<typeof setup>;

async function fillValidForm(user: User) {
  await user.type(page().getByLabelText('Username'), 'newbie');
  await user.type(page().getByLabelText('Email'), 'newbie@example.com');
  await user.type(page().getByLabelText('Password'), 'secret123');
  await user.type(page().getByLabelText('Confirm Password'), 'secret123');
  await user.type(page().getByLabelText('Phone'), '01712345678');
}

beforeEach(() => {
  useFakeClock();
  document.cookie = 'homemodal=1; path=/';
  jest.mocked(fetchCountries).mockResolvedValue([
    { id: 1, name: 'Bangladesh', phone_code: '+880' },
    { id: 2, name: 'India', phone_code: '+91' },
  ]);
  jest.mocked(fetchClubs).mockResolvedValue([
    { id: 10, name: 'Dhaka Club' },
    { id: 11, name: 'Chittagong Club' },
  ]);
  signUpMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the register page', () => {
  it('preselects the first country and club and shows its phone code before the phone', async () => {
    await openPage();
    expect(page().getByLabelText('Country')).toHaveDisplayValue('Bangladesh');
    expect(page().getByLabelText('Club')).toHaveDisplayValue('Dhaka Club');
    expect(page().getByTestId('phone-prefix')).toHaveTextContent('+880');
    expect(page().getByLabelText('Sponsor Name (optional)')).toHaveValue('');
    expect(page().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('changes the phone prefix with the country', async () => {
    const user = setup();
    await openPage();
    await user.selectOptions(page().getByLabelText('Country'), 'India');
    expect(page().getByTestId('phone-prefix')).toHaveTextContent('+91');
  });

  it.each([
    ['Username', '', 'Username required'],
    ['Username', 'ab', 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
    ['Email', '', 'Email required'],
    ['Email', 'not-an-email', 'Enter a valid email'],
    ['Password', '', 'Password required'],
    ['Password', 'short', 'Password must be minimum 8 characters'],
    ['Confirm Password', '', 'Confirm Password required'],
    ['Confirm Password', 'different1', 'Password not match'],
    ['Phone', '', 'Phone required'],
    ['Phone', '0171234', 'Phone number must be 11 digit'],
    ['Phone', '0171234567x', 'Please enter a number'],
  ])('validates %s on change: %j gives "%s"', async (label, typed, message) => {
    const user = setup();
    await openPage();
    const field = page().getByLabelText(label);
    // Type something and take it back, so an empty value is a change too.
    await user.type(field, `${typed}z`);
    await user.type(field, '{Backspace}');
    await settle();
    expect(page().getByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('re-checks Confirm Password when Password changes', async () => {
    const user = setup();
    await openPage();
    await user.type(page().getByLabelText('Password'), 'secret123');
    await user.type(page().getByLabelText('Confirm Password'), 'secret123');
    await settle();
    expect(page().queryByText('Password not match')).not.toBeInTheDocument();
    await user.type(page().getByLabelText('Password'), '4');
    await settle();
    expect(page().getByText('Password not match')).toBeInTheDocument();
  });

  it('sends nothing while the form breaks a rule', async () => {
    const user = setup();
    await openPage();
    await user.click(page().getByRole('button', { name: 'Register' }));
    await settle();
    expect(page().getByText('Username required')).toBeInTheDocument();
    expect(page().getByText('Phone required')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('registers, shows the returned message and goes to /sign-in after 300 ms', async () => {
    const user = setup();
    signUpMock.mockResolvedValue('Registration successful. Please sign in.');
    await openPage();
    await fillValidForm(user);
    await user.selectOptions(page().getByLabelText('Club'), 'Chittagong Club');
    await user.type(page().getByLabelText('Sponsor Name (optional)'), 'demo');
    await user.click(page().getByRole('button', { name: 'Register' }));
    await settle();

    expect(signUpMock).toHaveBeenCalledWith({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'secret123',
      password_confirm: 'secret123',
      phone: '01712345678',
      country: 1,
      club: 11,
      sponsorname: 'demo',
    });
    expect(screen.getByText('Registration successful. Please sign in.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    expect(location()).toBe('/register');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe('/sign-in');
  });

  it('leaves the sponsor out when none is given', async () => {
    const user = setup();
    signUpMock.mockResolvedValue('Registration successful. Please sign in.');
    await openPage();
    await fillValidForm(user);
    await user.click(page().getByRole('button', { name: 'Register' }));
    await settle();
    expect(signUpMock.mock.calls[0]?.[0]).not.toHaveProperty('sponsorname');
  });

  it('shows errors.message and the field errors on failure, and waits about 2.1 s', async () => {
    const user = setup();
    signUpMock.mockRejectedValue(
      new ApiError('The username has already been taken.', {
        status: 409,
        code: 'USERNAME_TAKEN',
        fieldErrors: { username: 'The username has already been taken.' },
      }),
    );
    await openPage();
    await fillValidForm(user);
    const button = page().getByRole('button', { name: 'Register' });
    await user.click(button);
    await settle();

    // About 1 s after the answer (SPEC section 4's forms).
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const alert = page().getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('The username has already been taken.');
    expect(page().getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(page().getAllByText('The username has already been taken.')).toHaveLength(2);
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1099));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    expect(location()).toBe('/register');
  });

  it('says so when the countries and clubs cannot be loaded', async () => {
    jest.mocked(fetchCountries).mockRejectedValue(new Error('down'));
    await openPage();
    expect(page().getByRole('alert')).toHaveTextContent(
      'Could not load the countries and clubs. Please try again.',
    );
    expect(page().getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('sends a signed-in user to /', async () => {
    await renderAppSettled('/register', { store: signedInStore() });
    expect(location()).toBe('/');
  });
});
