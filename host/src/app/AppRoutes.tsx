import { Route, Routes } from 'react-router-dom';
import type { RemoteName, SiteNotice } from '@sportsbook/shared/contracts';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { MatchDetailsPage, PreMatchPage, SportPage } from '../features/sport/SportPage';
import { Shell } from './Shell';

/**
 * The host's route table (SPEC section 2, browsing routes). The pages are remote-sports' exposed
 * modules; account, wallet and prediction routes come with their remotes.
 */
export function AppRoutes({
  overridden,
  loadNotices,
}: {
  overridden?: readonly RemoteName[];
  loadNotices?: (signal?: AbortSignal) => Promise<SiteNotice[]>;
}) {
  return (
    <Routes>
      <Route element={<Shell overridden={overridden} loadNotices={loadNotices} />}>
        <Route index element={<HomePage />} />
        <Route path="in-play" element={<HomePage />} />
        <Route path="sports/all" element={<HomePage />} />
        <Route path="sports/:id" element={<SportPage />} />
        <Route path="pre-match" element={<PreMatchPage />} />
        <Route path="pre-match/sports/all" element={<PreMatchPage />} />
        <Route path="pre-match/sports/:id" element={<PreMatchPage />} />
        <Route path="match/:id" element={<MatchDetailsPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
