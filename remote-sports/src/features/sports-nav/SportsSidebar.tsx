import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Skeleton } from '@sportsbook/shared/ui';
import { AllSportsIcon } from '../../common/icons';
import { sportHref, sportsNavState, type SportKey } from '../../common/sports-paths';
import { useSports } from '../../common/use-sports';
import './sports-sidebar.css';

/**
 * "Sports (A-Z)": All plus each sport with its icon, name and number of matches (SPEC section 2).
 * All counts every sport's matches. The active item follows the path, with the pre-match prefix on
 * pre-match pages.
 */
export function SportsSidebar() {
  const { sports, status } = useSports();
  const { pathname } = useLocation();
  const { preMatch, active } = sportsNavState(pathname);
  const headingId = useId();
  const total = sports.reduce((sum, sport) => sum + sport.matches_count, 0);

  const item = (key: SportKey, name: string, icon: ReactNode, count: number) => {
    const current = active === key;
    return (
      <li key={key}>
        <Link
          to={sportHref(key, preMatch)}
          className={`sb-sports-sidebar__item${current ? ' sb-sports-sidebar__item--active' : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          <span className="sb-sports-sidebar__icon">{icon}</span>
          <span className="sb-sports-sidebar__name">{name}</span>
          <span className="sb-sports-sidebar__count">{count}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav className="sb-sports-sidebar" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-sports-sidebar__heading">
        Sports (A-Z)
      </h2>
      {status === 'loading' && sports.length === 0 ? (
        <Skeleton rows={6} height={36} label="Loading sports" />
      ) : (
        <ul className="sb-sports-sidebar__list">
          {item('all', 'All', <AllSportsIcon />, total)}
          {sports.map((sport) =>
            item(
              sport.id,
              sport.category_name,
              <img src={sport.category_icon} alt="" width={20} height={20} />,
              sport.matches_count,
            ),
          )}
        </ul>
      )}
    </nav>
  );
}
