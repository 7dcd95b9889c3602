import { MakeDepositPage } from '../features/deposit/MakeDepositPage';

/** `./MakeDepositPage` of the federation contract: the page inside the host's account-area frame. */
export default function ExposedMakeDepositPage() {
  return <MakeDepositPage />;
}
