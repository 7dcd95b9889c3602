import { changeClub, fetchClubs } from '@sportsbook/shared/api';
import {
  clubChangeSchema,
  type Club,
  type ClubChangeForm,
  type User,
} from '@sportsbook/shared/contracts';
import { authActions, useSessionDispatch } from '@sportsbook/shared/session';
import { EmptyState, Loader } from '@sportsbook/shared/ui';
import {
  FormScaffold,
  PasswordField,
  SelectField,
  SubmitButton,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { AccountPage } from '../../common/AccountPage';
import { useChoices } from '../../common/use-choices';
import { NO_PROFILE_TEXT } from '../../common/profile-texts';
import { useUser } from '../../common/use-user';

const loadClubs = (signal: AbortSignal) => fetchClubs(signal);

function ClubForm({ user, clubs }: { user: User; clubs: Club[] | null }) {
  const dispatch = useSessionDispatch();
  const scaffold = useFormScaffold<ClubChangeForm>({
    schema: clubChangeSchema,
    defaultValues: { club: String(user.club?.id ?? clubs?.[0]?.id ?? ''), password: '' },
    submit: async (values) => {
      const answer = await changeClub({ club: Number(values.club), password: values.password });
      dispatch(authActions.userLoaded(answer.data));
      return answer.message;
    },
  });
  const { control } = scaffold.form;
  return (
    <FormScaffold scaffold={scaffold} label="Update Club" againLabel="Change it again">
      <SelectField
        control={control}
        name="club"
        label="Club"
        options={(clubs ?? []).map((club) => ({ value: String(club.id), label: club.name }))}
        disabled={clubs === null}
        placeholder="Not available"
      />
      <PasswordField
        control={control}
        name="password"
        label="Current Password"
        autoComplete="current-password"
      />
      <SubmitButton>Update Club</SubmitButton>
    </FormScaffold>
  );
}

/**
 * Update Club (SPEC sections 2, 5): club select and current password. The form renders only
 * when a user exists (the session's, or the one `GET /ng/user/profile` gives).
 */
export function UpdateClub() {
  const user = useUser();
  const clubs = useChoices(loadClubs);
  return (
    <AccountPage title="Update Club">
      {user.state === 'loading' || clubs.state === 'loading' ? (
        <Loader label="Loading clubs" />
      ) : user.state === 'missing' ? (
        <EmptyState text={NO_PROFILE_TEXT} />
      ) : (
        <ClubForm user={user.user} clubs={clubs.state === 'loaded' ? clubs.items : null} />
      )}
    </AccountPage>
  );
}
