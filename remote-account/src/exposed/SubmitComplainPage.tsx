import { SubmitComplain } from '../features/complaints/SubmitComplain';

/** `./SubmitComplainPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function SubmitComplainPage() {
  return <SubmitComplain />;
}
