import { Link } from 'react-router-dom';
import { requestPasswordReset } from '@sportsbook/shared/api';
import { forgotPasswordSchema, type ForgotPasswordForm } from '@sportsbook/shared/contracts';
import { FormScaffold, SubmitButton, TextField, useFormScaffold } from '@sportsbook/shared/forms';
import { AuthCard } from '../../common/auth-card/AuthCard';

/**
 * /forgot-password: SPEC does not show its contents. A visitor names their account (username or
 * email); `POST ng/forgot-password` records a reset request for the operators, who set a new
 * password with the ops tool. The server answers the same whether or not the account exists.
 * It is a form of SPEC section 2 like the account's: the scaffold's panel flow (overlay, then the
 * answer in the success panel; a failure in the Error! box).
 */
export function ForgotPasswordPage() {
  const scaffold = useFormScaffold<ForgotPasswordForm>({
    schema: forgotPasswordSchema,
    defaultValues: { login: '' },
    submit: ({ login }) => requestPasswordReset(login),
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Tell us your username or email. Our support team will help you set a new password."
    >
      <FormScaffold scaffold={scaffold}>
        <TextField
          control={scaffold.form.control}
          name="login"
          label="Username or Email"
          autoComplete="username"
          autoFocus
        />
        <SubmitButton>Send Request</SubmitButton>
      </FormScaffold>
      <p className="sb-host-auth__switch">
        Remembered it?{' '}
        <Link to="/sign-in" className="sb-host-auth__link">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
