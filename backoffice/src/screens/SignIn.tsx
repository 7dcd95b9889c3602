import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@sportsbook/shared/api/attempts';
import { call, storeSession } from '../api';
import type { OperatorSession } from '../api';

export function SignIn({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const result = await call<OperatorSession>('POST', '/session', {
        body: {
          username: String(form.get('username') ?? ''),
          password: String(form.get('password') ?? ''),
          code: String(form.get('code') ?? ''),
        },
      });
      storeSession(result.data);
      if (result.data) onSignedIn(result.data);
    } catch (caught) {
      const failure =
        caught instanceof ApiError
          ? caught
          : new ApiError('Sign-in failed.', { status: null, code: 'UNEXPECTED_RESPONSE' });
      setError(failure.message);
      setFieldErrors(failure.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, type: string, extra: object = {}) => (
    <div className="bo-field">
      <label htmlFor={`signin-${name}`}>{label}</label>
      <input
        id={`signin-${name}`}
        name={name}
        type={type}
        required
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `signin-${name}-error` : undefined}
        {...extra}
      />
      {fieldErrors[name] ? (
        <span id={`signin-${name}-error`} className="bo-field-error">
          {fieldErrors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <main className="bo-signin">
      <h1>Back office sign-in</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field('username', 'Username', 'text', { autoComplete: 'username' })}
        {field('password', 'Password', 'password', { autoComplete: 'current-password' })}
        {field('code', 'Authenticator code', 'text', {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          pattern: '[0-9]{6}',
          maxLength: 6,
        })}
        {error ? (
          <p className="bo-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="bo-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
