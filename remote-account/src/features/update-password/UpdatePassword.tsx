import { changePassword } from '@sportsbook/shared/api';
import { passwordChangeSchema, type PasswordChangeForm } from '@sportsbook/shared/contracts';
import {
  FormScaffold,
  PasswordField,
  SubmitButton,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { AccountPage } from '../../common/AccountPage';

const EMPTY: PasswordChangeForm = { current_password: '', password: '', password_confirm: '' };
/** Confirm Password follows New Password once it has been typed. */
const LINKED_FIELDS = { password: 'password_confirm' } as const;

/**
 * Update Password (SPEC sections 2, 4, 5): current, new and confirm, each with show/hide. The
 * server signs out every other session of the user; this one stays. Success resets the form.
 */
export function UpdatePassword() {
  const scaffold = useFormScaffold<PasswordChangeForm>({
    schema: passwordChangeSchema,
    defaultValues: EMPTY,
    submit: (values) => changePassword(values),
    resetOnSuccess: true,
    linkedFields: LINKED_FIELDS,
  });
  const { control } = scaffold.form;
  return (
    <AccountPage title="Update Password">
      <FormScaffold scaffold={scaffold} label="Update Password" againLabel="Change it again">
        <PasswordField
          control={control}
          name="current_password"
          label="Current Password"
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="password"
          label="New Password"
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="password_confirm"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <SubmitButton>Update Password</SubmitButton>
      </FormScaffold>
    </AccountPage>
  );
}
