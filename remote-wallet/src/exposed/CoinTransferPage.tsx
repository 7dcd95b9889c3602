import { CoinTransferPage } from '../features/transfer/CoinTransferPage';

/** `./CoinTransferPage` of the federation contract: the page inside the host's account-area frame. */
export default function ExposedCoinTransferPage() {
  return <CoinTransferPage />;
}
