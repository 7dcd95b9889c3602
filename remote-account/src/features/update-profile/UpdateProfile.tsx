import { fetchCountries, updateProfile } from '@sportsbook/shared/api';
import {
  profileUpdateSchema,
  type Country,
  type ProfileUpdateForm,
  type User,
} from '@sportsbook/shared/contracts';
import { authActions, useSessionDispatch } from '@sportsbook/shared/session';
import { EmptyState, Loader } from '@sportsbook/shared/ui';
import {
  FormScaffold,
  SelectField,
  SubmitButton,
  TextField,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { AccountPage } from '../../common/AccountPage';
import { useChoices } from '../../common/use-choices';
import { NO_PROFILE_TEXT } from '../../common/profile-texts';
import { useUser } from '../../common/use-user';

const loadCountries = (signal: AbortSignal) => fetchCountries(signal);

function ContactForm({ user, countries }: { user: User; countries: Country[] | null }) {
  const dispatch = useSessionDispatch();
  const scaffold = useFormScaffold<ProfileUpdateForm>({
    schema: profileUpdateSchema,
    defaultValues: {
      email: user.email ?? '',
      country: String(user.country?.id ?? countries?.[0]?.id ?? ''),
      phone: user.phone ?? '',
    },
    submit: async (values) => {
      const answer = await updateProfile({ ...values, country: Number(values.country) });
      dispatch(authActions.userLoaded(answer.data));
      return answer.message;
    },
  });
  const { control } = scaffold.form;
  return (
    <FormScaffold scaffold={scaffold} label="Contact Details" againLabel="Edit again">
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SelectField
        control={control}
        name="country"
        label="Country"
        options={(countries ?? []).map((country) => ({
          value: String(country.id),
          label: country.name,
        }))}
        disabled={countries === null}
        placeholder="Not available"
      />
      <TextField
        control={control}
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="11 digits"
      />
      <SubmitButton>Update Profile</SubmitButton>
    </FormScaffold>
  );
}

/** Update Profile, contact tab (SPEC sections 2, 5): email, country select, phone. */
export function UpdateProfile() {
  const user = useUser();
  const countries = useChoices(loadCountries);
  return (
    <AccountPage title="Update Profile">
      {user.state === 'loading' || countries.state === 'loading' ? (
        <Loader label="Loading profile" />
      ) : user.state === 'missing' ? (
        <EmptyState text={NO_PROFILE_TEXT} />
      ) : (
        <ContactForm
          user={user.user}
          countries={countries.state === 'loaded' ? countries.items : null}
        />
      )}
    </AccountPage>
  );
}
