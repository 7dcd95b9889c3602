import { useEffect, useState, type ReactNode } from 'react';
import { fetchProfile } from '@sportsbook/shared/api';
import type { User } from '@sportsbook/shared/contracts';
import { formatDay } from '@sportsbook/shared/format';
import { authActions, useSessionDispatch } from '@sportsbook/shared/session';
import { EmptyState, Loader } from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';
import {
  NO_CLUB,
  NO_PROFILE_TEXT,
  NO_SPONSOR,
  NOT_SET,
  PROFILE_LOADER_MS,
} from '../../common/profile-texts';
import './profile.css';

type ProfileState = { state: 'loading' } | { state: 'loaded'; user: User | null };

/** A username or an email: it may break where it alone is wider than its line. */
function name(text: string): ReactNode {
  return <span className="sb-account-name">{text}</span>;
}

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const headingId = `sb-profile-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="sb-account-profile__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-account-profile__heading">
        {title}
      </h2>
      <dl className="sb-account-profile__list">
        {rows.map(([label, value]) => (
          <div key={label} className="sb-account-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Personal Profile (SPEC section 2): a loader for about 500 ms (and until the profile is in),
 * then Account Info, Contact Details and Others with SPEC's placeholders; "No Profile Data is
 * Available" when there is no profile to show.
 */
export function ProfileView() {
  const dispatch = useSessionDispatch();
  const [profile, setProfile] = useState<ProfileState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const minimum = new Promise<void>((resolve) => {
      const timer = window.setTimeout(resolve, PROFILE_LOADER_MS);
      controller.signal.addEventListener('abort', () => window.clearTimeout(timer));
    });
    const user = fetchProfile(controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) dispatch(authActions.userLoaded(loaded));
        return loaded;
      },
      () => null,
    );
    Promise.all([user, minimum])
      .then(([loaded]) => {
        if (!controller.signal.aborted) setProfile({ state: 'loaded', user: loaded });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [dispatch]);

  return (
    <AccountPage title="Personal Profile">
      {profile.state === 'loading' ? (
        <Loader label="Loading profile" />
      ) : profile.user === null ? (
        <EmptyState text={NO_PROFILE_TEXT} />
      ) : (
        <div className="sb-account-profile">
          <Section
            title="Account Info"
            rows={[
              ['Username', name(profile.user.username)],
              ['Join Date', formatDay(profile.user.created_at)],
              ['Status', profile.user.status ? 'Active' : 'Inactive'],
            ]}
          />
          <Section
            title="Contact Details"
            rows={[
              ['Email', profile.user.email ? name(profile.user.email) : NOT_SET],
              ['Phone', profile.user.phone || NOT_SET],
              ['Country', profile.user.country?.name || NOT_SET],
            ]}
          />
          <Section
            title="Others"
            rows={[
              ['Club', profile.user.clubs?.clubname || NO_CLUB],
              ['Sponsor', profile.user.sponsorname ? name(profile.user.sponsorname) : NO_SPONSOR],
            ]}
          />
        </div>
      )}
    </AccountPage>
  );
}
