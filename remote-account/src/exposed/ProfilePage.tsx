import { ProfileView } from '../features/profile/ProfileView';

/** `./ProfilePage` of the federation contract: the page the host routes inside its account-area frame. */
export default function ProfilePage() {
  return <ProfileView />;
}
