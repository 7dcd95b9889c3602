import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '@sportsbook/shared/api';
import { ErrorBox, SuccessPanel } from '@sportsbook/shared/ui';
import { AuthCard, SubmitButton, TextField, useCooldown } from '../../common/forms';
import { FORM_RETRY_DELAY_MS } from '../../common/timing';

export const LOGIN_REQUIRED_MESSAGE = 'Username or email required';

/**
 * /forgot-password: SPEC does not show its contents. A visitor names their account (username or
 * email); `POST ng/forgot-password` records a reset request for the operators, who set a new
 * password with the ops tool. The server answers the same whether or not the account exists, and
 * that answer replaces the form in the success panel.
 */
export function ForgotPasswordPage() {
  const cooldown = useCooldown(FORM_RETRY_DELAY_MS);
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || cooldown.coolingDown) return;
    if (login.trim() === '') {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      setDone(await requestPasswordReset(login.trim()));
    } catch (caught) {
      setFailure(
        caught instanceof Error && caught.message
          ? caught.message
          : 'The request failed. Please try again.',
      );
      cooldown.start();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Tell us your username or email. Our support team will help you set a new password."
      footer={
        <Link to="/" className="sb-host-auth__back">
          ← Back to Home
        </Link>
      }
    >
      {done !== null ? (
        <SuccessPanel message={done} />
      ) : (
        <>
          {failure && <ErrorBox message={failure} onClose={() => setFailure(null)} />}
          <form className="sb-host-form" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label="Username or Email"
              name="login"
              value={login}
              onChange={(value) => {
                setLogin(value);
                setError(value.trim() === '' ? LOGIN_REQUIRED_MESSAGE : null);
              }}
              error={error}
              autoComplete="username"
              autoFocus
            />
            <SubmitButton busy={submitting} disabled={submitting || cooldown.coolingDown}>
              Send Request
            </SubmitButton>
          </form>
        </>
      )}
      <p className="sb-host-auth__switch">
        Remembered it?{' '}
        <Link to="/sign-in" className="sb-host-form__link">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
