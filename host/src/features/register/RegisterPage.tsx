import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchClubs, fetchCountries, signUp } from '@sportsbook/shared/api';
import {
  registerSchema,
  type Club,
  type Country,
  type RegisterForm,
  type SignupRequest,
} from '@sportsbook/shared/contracts';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import {
  FormRow,
  FormScaffold,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { AuthCard } from '../../common/auth-card/AuthCard';
import { AUTH_REDIRECT_DELAY_MS } from '../../common/timing';
import { useDelayedNavigate } from '../../common/use-delayed-navigate';

type Lists =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; countries: Country[]; clubs: Club[] };

const EMPTY: RegisterForm = {
  username: '',
  email: '',
  password: '',
  password_confirm: '',
  phone: '',
  country: '',
  club: '',
  sponsorname: '',
  deposit_limit_period: 'day',
  deposit_limit: '',
};

/** The deposit limit offered at registration (issue 31): optional, its window chosen beside it. */
const LIMIT_PERIOD_OPTIONS = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

/** Confirm Password follows Password once it has been typed. */
const LINKED_FIELDS = { password: 'password_confirm' } as const;

export const LISTS_FAILED_MESSAGE = 'Could not load the countries and clubs. Please try again.';
/** Shown when the server confirms without a message of its own. */
export const REGISTER_SUCCESS_FALLBACK = 'Registration successful. Please sign in.';

/** The checked form (trimmed by the schema) as the signup call sends it. */
function toRequest({
  sponsorname,
  country,
  club,
  deposit_limit,
  deposit_limit_period,
  ...values
}: RegisterForm): SignupRequest {
  return {
    ...values,
    country: Number(country),
    club: Number(club),
    ...(sponsorname ? { sponsorname } : {}),
    ...(deposit_limit ? { deposit_limit, deposit_limit_period } : {}),
  };
}

/**
 * /register (SPEC sections 2 and 5): the fields of the registration payload on the form
 * scaffold's auth flow, validated on change by shared's `registerSchema` (the API's rules); the
 * first country and club preselected; the phone shows the chosen country's code in front.
 * Success shows the server's message and goes to /sign-in after 300 ms; a failure shows
 * `errors.message` (and each field's own problem under it) and the button waits about 2.1 s.
 */
export function RegisterPage() {
  const dispatch = useSessionDispatch();
  const navigateLater = useDelayedNavigate();
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const scaffold = useFormScaffold<RegisterForm>({
    schema: registerSchema,
    defaultValues: EMPTY,
    flow: 'auth',
    linkedFields: LINKED_FIELDS,
    submit: (values) => signUp(toRequest(values)),
    onSuccess: (message) => {
      dispatch(
        messageActions.showMessage({
          type: 'success',
          title: message || REGISTER_SUCCESS_FALLBACK,
        }),
      );
      navigateLater('/sign-in', AUTH_REDIRECT_DELAY_MS);
    },
  });
  const { control, getValues, setValue, watch } = scaffold.form;
  // The form's own `watch`: react-hook-form itself is in `@sportsbook/shared/forms` (no second copy).
  const chosenCountry = watch('country');

  useEffect(() => {
    const controller = new AbortController();
    setLists({ state: 'loading' });
    Promise.all([fetchCountries(controller.signal), fetchClubs(controller.signal)])
      .then(([countries, clubs]) => {
        if (controller.signal.aborted) return;
        setLists({ state: 'loaded', countries, clubs });
        // SPEC section 2: the first country and the first club are preselected.
        if (!getValues('country') && countries[0]) setValue('country', String(countries[0].id));
        if (!getValues('club') && clubs[0]) setValue('club', String(clubs[0].id));
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setLists({ state: 'failed', message: LISTS_FAILED_MESSAGE });
      });
    return () => controller.abort();
  }, [attempt, getValues, setValue]);

  const countries = lists.state === 'loaded' ? lists.countries : [];
  const clubs = lists.state === 'loaded' ? lists.clubs : [];
  const phoneCode = countries.find((country) => String(country.id) === chosenCountry)?.phone_code;
  const listsReady = lists.state === 'loaded';
  const listPlaceholder = lists.state === 'loading' ? 'Loading…' : 'Not available';

  return (
    <AuthCard
      wide
      title="Join Now"
      subtitle="Create your account to place bets and hold a coin balance."
    >
      {lists.state === 'failed' && (
        <div className="sb-host-auth__notice" role="alert">
          <span>{lists.message}</span>
          <button
            type="button"
            className="sb-btn sb-btn--ghost"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Retry
          </button>
        </div>
      )}
      <FormScaffold scaffold={scaffold} columns={2}>
        <TextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          autoFocus
        />
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="password_confirm"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <SelectField
          control={control}
          name="country"
          label="Country"
          options={countries.map((country) => ({
            value: String(country.id),
            label: country.name,
          }))}
          disabled={!listsReady}
          placeholder={listPlaceholder}
        />
        <TextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={phoneCode}
          placeholder="11 digits"
        />
        <SelectField
          control={control}
          name="club"
          label="Club"
          options={clubs.map((club) => ({ value: String(club.id), label: club.name }))}
          disabled={!listsReady}
          placeholder={listPlaceholder}
        />
        <TextField
          control={control}
          name="sponsorname"
          label="Sponsor Name (optional)"
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="deposit_limit_period"
          label="Deposit limit period"
          options={LIMIT_PERIOD_OPTIONS}
        />
        <TextField
          control={control}
          name="deposit_limit"
          label="Deposit limit in coins (optional)"
          inputMode="decimal"
          autoComplete="off"
          hint="Skip it, or set it now: you can change it any time under Safer gambling."
        />
        <FormRow>
          <SubmitButton disabled={!listsReady}>Register</SubmitButton>
        </FormRow>
      </FormScaffold>
      <p className="sb-host-auth__switch">
        Already have an account?{' '}
        <Link to="/sign-in" className="sb-host-auth__link">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
