import { RealityCheckSetting } from '../features/safer-gambling/RealityCheckSetting';

/** `./RealityCheckPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function RealityCheckPage() {
  return <RealityCheckSetting />;
}
