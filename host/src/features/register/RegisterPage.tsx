import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, fetchClubs, fetchCountries, signUp } from '@sportsbook/shared/api';
import type { Club, Country, SignupRequest } from '@sportsbook/shared/contracts';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import { ErrorBox } from '@sportsbook/shared/ui';
import {
  AuthCard,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  useCooldown,
  useDelayedNavigate,
} from '../../common/forms';
import { AUTH_REDIRECT_DELAY_MS, FORM_RETRY_DELAY_MS } from '../../common/timing';
import {
  fieldErrorsFromServer,
  registerFieldError,
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './register-form';

type Lists =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; countries: Country[]; clubs: Club[] };

const EMPTY: RegisterValues = {
  username: '',
  email: '',
  password: '',
  password_confirm: '',
  phone: '',
  country: '',
  club: '',
  sponsorname: '',
};

export const LISTS_FAILED_MESSAGE = 'Could not load the countries and clubs. Please try again.';
/** Shown when the server confirms without a message of its own. */
export const REGISTER_SUCCESS_FALLBACK = 'Registration successful. Please sign in.';

function toRequest(values: RegisterValues): SignupRequest {
  const sponsorname = values.sponsorname.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirm: values.password_confirm,
    phone: values.phone.trim(),
    country: Number(values.country),
    club: Number(values.club),
    ...(sponsorname ? { sponsorname } : {}),
  };
}

/**
 * /register (SPEC sections 2 and 5): the fields of the registration payload, validated on change;
 * the first country and club preselected; the phone shows the chosen country's code in front.
 * Success shows the server's message and goes to /sign-in after 300 ms; a failure shows
 * `errors.message` (and each field's own problem under it) and the button waits about 2.1 s.
 */
export function RegisterPage() {
  const dispatch = useSessionDispatch();
  const navigateLater = useDelayedNavigate();
  const cooldown = useCooldown(FORM_RETRY_DELAY_MS);
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setLists({ state: 'loading' });
    Promise.all([fetchCountries(controller.signal), fetchClubs(controller.signal)])
      .then(([countries, clubs]) => {
        if (controller.signal.aborted) return;
        setLists({ state: 'loaded', countries, clubs });
        // SPEC section 2: the first country and the first club are preselected.
        setValues((current) => ({
          ...current,
          country: current.country || (countries[0] ? String(countries[0].id) : ''),
          club: current.club || (clubs[0] ? String(clubs[0].id) : ''),
        }));
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setLists({ state: 'failed', message: LISTS_FAILED_MESSAGE });
      });
    return () => controller.abort();
  }, [attempt]);

  const countries = lists.state === 'loaded' ? lists.countries : [];
  const clubs = lists.state === 'loaded' ? lists.clubs : [];
  const phoneCode = countries.find((country) => String(country.id) === values.country)?.phone_code;

  const change = (field: RegisterField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => {
      const updated = { ...current, [field]: registerFieldError(field, next) ?? undefined };
      // Confirm Password follows Password once it has been typed.
      if (field === 'password' && next.password_confirm !== '') {
        updated.password_confirm = registerFieldError('password_confirm', next) ?? undefined;
      }
      return updated;
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || cooldown.coolingDown || registered || lists.state !== 'loaded') return;
    const problems = validateRegister(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const message = await signUp(toRequest(values));
      dispatch(
        messageActions.showMessage({
          type: 'success',
          title: message || REGISTER_SUCCESS_FALLBACK,
        }),
      );
      setRegistered(true);
      navigateLater('/sign-in', AUTH_REDIRECT_DELAY_MS);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : 'Registration failed. Please try again.',
      );
      if (error instanceof ApiError) {
        setErrors((current) => ({ ...current, ...fieldErrorsFromServer(error.fieldErrors) }));
      }
      cooldown.start();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const listsReady = lists.state === 'loaded';
  const listPlaceholder = lists.state === 'loading' ? 'Loading…' : 'Not available';

  return (
    <AuthCard
      wide
      title="Join Now"
      subtitle="Create your account to place bets and hold a coin balance."
      footer={
        <Link to="/" className="sb-host-auth__back">
          ← Back to Home
        </Link>
      }
    >
      {failure && <ErrorBox message={failure} onClose={() => setFailure(null)} />}
      {lists.state === 'failed' && (
        <div className="sb-host-form__notice" role="alert">
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
      <form
        className="sb-host-form sb-host-form--grid"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="Username"
          name="username"
          value={values.username}
          onChange={change('username')}
          error={errors.username}
          autoComplete="username"
          autoFocus
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          autoComplete="email"
        />
        <PasswordField
          label="Password"
          name="password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm Password"
          name="password_confirm"
          value={values.password_confirm}
          onChange={change('password_confirm')}
          error={errors.password_confirm}
          autoComplete="new-password"
        />
        <SelectField
          label="Country"
          name="country"
          value={values.country}
          onChange={change('country')}
          options={countries.map((country) => ({
            value: String(country.id),
            label: country.name,
          }))}
          error={errors.country}
          disabled={!listsReady}
          placeholder={listPlaceholder}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
          autoComplete="tel-national"
          prefix={phoneCode}
          placeholder="11 digits"
        />
        <SelectField
          label="Club"
          name="club"
          value={values.club}
          onChange={change('club')}
          options={clubs.map((club) => ({ value: String(club.id), label: club.name }))}
          error={errors.club}
          disabled={!listsReady}
          placeholder={listPlaceholder}
        />
        <TextField
          label="Sponsor Name (optional)"
          name="sponsorname"
          value={values.sponsorname}
          onChange={change('sponsorname')}
          error={errors.sponsorname}
          autoComplete="off"
        />
        <div className="sb-host-form__full">
          <SubmitButton
            busy={submitting}
            disabled={submitting || cooldown.coolingDown || registered || !listsReady}
          >
            Register
          </SubmitButton>
        </div>
      </form>
      <p className="sb-host-auth__switch">
        Already have an account?{' '}
        <Link to="/sign-in" className="sb-host-form__link">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
