import { Followers } from '../features/followers/Followers';

/** `./FollowersPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function FollowersPage() {
  return <Followers />;
}
