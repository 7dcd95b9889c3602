import { UpdatePassword } from '../features/update-password/UpdatePassword';

/** `./UpdatePasswordPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function UpdatePasswordPage() {
  return <UpdatePassword />;
}
