import { UpdateProfile } from '../features/update-profile/UpdateProfile';

/** `./UpdateProfilePage` of the federation contract: the page the host routes inside its account-area frame. */
export default function UpdateProfilePage() {
  return <UpdateProfile />;
}
