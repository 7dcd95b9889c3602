import type { ReactNode } from 'react';
import type { AccountAreaPageKey } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import {
  FormScaffold,
  PasswordField,
  SubmitButton,
  useFormScaffold,
  type FormScaffoldOptions,
} from '@sportsbook/shared/forms';
import { useMoneyAttempts } from './use-money-attempts';
import { WalletPage } from './WalletPage';

type Scaffold<Form extends WithPassword> = ReturnType<typeof useFormScaffold<Form>>;
type FieldName<Form extends WithPassword> = Parameters<typeof PasswordField<Form>>[0]['name'];

/** Every money form ends with the bettor's current password (SPEC section 5). */
export interface WithPassword {
  password: string;
}

/**
 * The scaffold of a form that moves coins (deposit, withdraw, transfer): the checked values go to
 * `post` as `toRequest` makes them, under one Idempotency-Key per attempt (`useMoneyAttempts`);
 * a success sends `coins:changed` with `reason`, so the header balance reloads, and empties the
 * form.
 */
export function useMoneyForm<Form extends WithPassword, Request extends object>({
  schema,
  defaultValues,
  toRequest,
  post,
  reason,
}: {
  schema: FormScaffoldOptions<Form>['schema'];
  defaultValues: Form;
  toRequest: (values: Form) => Request;
  post: (request: Request, idempotencyKey: string) => Promise<string | undefined>;
  reason: string;
}): Scaffold<Form> {
  const attempts = useMoneyAttempts<Request>();
  return useFormScaffold<Form>({
    schema,
    defaultValues,
    submit: (values) => attempts.send(toRequest(values), post),
    onSuccess: () => publish('coins:changed', { reason }),
    resetOnSuccess: true,
  });
}

/**
 * A money form's page: the wallet page, what the page shows above the form (`before`), the form's
 * own fields (`children`), then the current password and the submit button.
 */
export function MoneyFormPage<Form extends WithPassword>({
  page,
  scaffold,
  label,
  againLabel,
  submitLabel,
  before,
  children,
}: {
  page: AccountAreaPageKey;
  scaffold: Scaffold<Form>;
  label: string;
  againLabel: string;
  submitLabel: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  // Every Form has `password` (Form extends WithPassword), but TypeScript cannot list the field
  // paths of a Form not yet known, so it is told.
  const password = 'password' as FieldName<Form>;
  return (
    <WalletPage page={page}>
      <div className="sb-wallet-form">
        {before}
        <FormScaffold scaffold={scaffold} label={label} againLabel={againLabel}>
          {children}
          <PasswordField
            control={scaffold.form.control}
            name={password}
            label="Current Password"
            autoComplete="current-password"
          />
          <SubmitButton>{submitLabel}</SubmitButton>
        </FormScaffold>
      </div>
    </WalletPage>
  );
}
