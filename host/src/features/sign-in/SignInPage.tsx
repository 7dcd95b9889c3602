import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import { ErrorBox } from '@sportsbook/shared/ui';
import {
  AuthCard,
  PasswordField,
  SubmitButton,
  TextField,
  useCooldown,
  useDelayedNavigate,
} from '../../common/forms';
import { AUTH_REDIRECT_DELAY_MS, FORM_RETRY_DELAY_MS } from '../../common/timing';
import { SIGN_IN_SUCCESS_MESSAGE, signInWithPassword } from '../session';
import {
  readRememberedUsername,
  rememberUsername,
  signInFieldError,
  validateSignIn,
  type SignInErrors,
  type SignInField,
  type SignInValues,
} from './sign-in-form';

function failureText(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Sign in failed. Please try again.';
}

/**
 * /sign-in (SPEC section 2): Username, Password with show/hide, Remember, Forgot Password, Join Now
 * and Back to Home. Success says "Sign In Successfully." and goes to / after 300 ms; a failure
 * shows the server's message and the button waits about 2.1 s before it can be pressed again.
 */
export function SignInPage() {
  const dispatch = useSessionDispatch();
  const navigateLater = useDelayedNavigate();
  const cooldown = useCooldown(FORM_RETRY_DELAY_MS);
  const [remembered] = useState(readRememberedUsername);
  const [values, setValues] = useState<SignInValues>({
    username: remembered ?? '',
    password: '',
  });
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // A ref, not state: a second press in the same frame must not send a second sign-in.
  const inFlight = useRef(false);

  const change = (field: SignInField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: signInFieldError(field, value) ?? undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || cooldown.coolingDown || signedIn) return;
    const problems = validateSignIn(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    const username = values.username.trim();
    try {
      await signInWithPassword(dispatch, username, values.password);
      rememberUsername(remember ? username : null);
      dispatch(messageActions.showMessage({ type: 'success', title: SIGN_IN_SUCCESS_MESSAGE }));
      setSignedIn(true);
      navigateLater('/', AUTH_REDIRECT_DELAY_MS);
    } catch (error) {
      setFailure(failureText(error));
      cooldown.start();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to place bets and see your coin balance."
      footer={
        <Link to="/" className="sb-host-auth__back">
          ← Back to Home
        </Link>
      }
    >
      {failure && <ErrorBox message={failure} onClose={() => setFailure(null)} />}
      <form className="sb-host-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Username"
          name="username"
          value={values.username}
          onChange={change('username')}
          error={errors.username}
          autoComplete="username"
          autoFocus={!remembered}
        />
        <PasswordField
          label="Password"
          name="password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          autoComplete="current-password"
        />
        <div className="sb-host-form__row">
          <label className="sb-host-check">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span>Remember me</span>
          </label>
          <Link to="/forgot-password" className="sb-host-form__link">
            Forgot Password?
          </Link>
        </div>
        <SubmitButton busy={submitting} disabled={submitting || cooldown.coolingDown || signedIn}>
          Sign In
        </SubmitButton>
      </form>
      <p className="sb-host-auth__switch">
        New here?{' '}
        <Link to="/register" className="sb-host-form__link">
          Join Now
        </Link>
      </p>
    </AuthCard>
  );
}
