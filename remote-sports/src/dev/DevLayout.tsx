import { useState } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router-dom';
import { useBusEvent } from '@sportsbook/shared/events';
import CategoryStrip from '../exposed/CategoryStrip';
import LiveHome from '../exposed/LiveHome';
import MatchDetailsPage from '../exposed/MatchDetailsPage';
import PreMatchPage from '../exposed/PreMatchPage';
import SportPage from '../exposed/SportPage';
import SportsSidebar from '../exposed/SportsSidebar';
import UpcomingMatches from '../exposed/UpcomingMatches';
import './dev-layout.css';

/**
 * A stand-in for the host's layout, only for standalone mode: the sidebar, the routes the host
 * gives these pages, and a small panel that shows what an odds click sent to the betslip.
 */
export function DevLayout() {
  const [selections, setSelections] = useState<number[]>([]);
  useBusEvent('bet:select', ({ betEventId }) =>
    setSelections((previous) => [betEventId, ...previous].slice(0, 5)),
  );

  const home = (
    <>
      <CategoryStrip />
      <LiveHome />
      <UpcomingMatches />
    </>
  );

  return (
    <div className="sb-sports-dev">
      <header className="sb-sports-dev__header">
        <Link to="/" className="sb-sports-dev__brand">
          Sportsbook <small>sports remote · standalone</small>
        </Link>
        <nav className="sb-sports-dev__menu" aria-label="Main">
          <NavLink to="/in-play">In-Play</NavLink>
          <NavLink to="/pre-match">Advance Match</NavLink>
        </nav>
      </header>
      <div className="sb-sports-dev__body">
        <aside className="sb-sports-dev__left">
          <SportsSidebar />
        </aside>
        <main className="sb-sports-dev__main">
          <Routes>
            <Route path="/" element={home} />
            <Route path="/in-play" element={home} />
            <Route path="/sports/all" element={home} />
            <Route
              path="/sports/:id"
              element={
                <>
                  <CategoryStrip />
                  <SportPage />
                </>
              }
            />
            <Route path="/pre-match" element={<PreMatchPage />} />
            <Route path="/pre-match/sports/all" element={<PreMatchPage />} />
            <Route path="/pre-match/sports/:id" element={<PreMatchPage />} />
            <Route path="/match/:id" element={<MatchDetailsPage />} />
            <Route
              path="*"
              element={
                <div className="sb-sports-dev__404">
                  <h1>404</h1>
                  <p>Page Not Found</p>
                  <Link to="/">Back to Home</Link>
                </div>
              }
            />
          </Routes>
        </main>
        <aside className="sb-sports-dev__right" aria-label="Betslip (dev stand-in)">
          <h2>Betslip (dev)</h2>
          {selections.length === 0 ? (
            <p>Pick odds: each bet:select event shows here.</p>
          ) : (
            <ol>
              {selections.map((betEventId, index) => (
                <li key={`${betEventId}-${index}`}>bet:select · betEventId {betEventId}</li>
              ))}
            </ol>
          )}
        </aside>
      </div>
    </div>
  );
}
