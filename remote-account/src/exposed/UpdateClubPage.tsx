import { UpdateClub } from '../features/update-club/UpdateClub';

/** `./UpdateClubPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function UpdateClubPage() {
  return <UpdateClub />;
}
