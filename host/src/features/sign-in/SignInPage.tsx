import { useState } from 'react';
import { Link } from 'react-router-dom';
import { signInSchema, type SignInForm } from '@sportsbook/shared/contracts';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import {
  FormScaffold,
  PasswordField,
  SubmitButton,
  TextField,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { AuthCard } from '../../common/auth-card/AuthCard';
import { AUTH_REDIRECT_DELAY_MS } from '../../common/timing';
import { useDelayedNavigate } from '../../common/use-delayed-navigate';
import { SIGN_IN_SUCCESS_MESSAGE, signInWithPassword } from '../../common/session';
import { readRememberedUsername, rememberUsername } from './remembered-username';

/**
 * /sign-in (SPEC section 2): Username, Password with show/hide, Remember, Forgot Password, Join Now
 * and Back to Home, on the form scaffold's auth flow. Success says "Sign In Successfully." and goes
 * to / after 300 ms; a failure shows the server's message in the Error! box about 1 s after the
 * answer, under no field, and the button waits about 2.1 s before it can be pressed again.
 */
export function SignInPage() {
  const dispatch = useSessionDispatch();
  const navigateLater = useDelayedNavigate();
  const [remembered] = useState(readRememberedUsername);
  const [remember, setRemember] = useState(remembered !== null);
  const scaffold = useFormScaffold<SignInForm>({
    schema: signInSchema,
    defaultValues: { username: remembered ?? '', password: '' },
    flow: 'auth',
    // A refused sign-in names no field: its message goes in the Error! box only.
    markFieldsFromServer: false,
    submit: async ({ username, password }) => {
      await signInWithPassword(dispatch, username, password, remember);
      rememberUsername(remember ? username : null);
    },
    onSuccess: () => {
      dispatch(messageActions.showMessage({ type: 'success', title: SIGN_IN_SUCCESS_MESSAGE }));
      navigateLater('/', AUTH_REDIRECT_DELAY_MS);
    },
  });
  const { control } = scaffold.form;

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to place bets and see your coin balance."
    >
      <FormScaffold scaffold={scaffold}>
        <TextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          autoFocus={!remembered}
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <div className="sb-host-auth__row">
          <label className="sb-host-auth__check">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span>Remember me</span>
          </label>
          <Link to="/forgot-password" className="sb-host-auth__link">
            Forgot Password?
          </Link>
        </div>
        <SubmitButton>Sign In</SubmitButton>
      </FormScaffold>
      <p className="sb-host-auth__switch">
        New here?{' '}
        <Link to="/register" className="sb-host-auth__link">
          Join Now
        </Link>
      </p>
    </AuthCard>
  );
}
