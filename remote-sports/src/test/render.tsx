import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the current path, so a test can see where a link or a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `element` at `path` (a route pattern, e.g. /match/:id) with the router at `url`, as the
 * host would mount an exposed module.
 */
export function renderAt(
  element: ReactElement,
  { url, path = '*' }: { url: string; path?: string },
): RenderResult {
  return render(
    <MemoryRouter
      initialEntries={[url]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path={path} element={element} />
        <Route path="/404" element={<p>Not found page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
