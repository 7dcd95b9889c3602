import { SelfExclusion } from '../features/safer-gambling/SelfExclusion';

/** `./SelfExclusionPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function SelfExclusionPage() {
  return <SelfExclusion />;
}
