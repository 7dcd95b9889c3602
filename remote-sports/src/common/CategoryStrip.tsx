import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Skeleton } from '@sportsbook/shared/ui';
import { AllSportsIcon } from './icons';
import { sportHref, sportsNavState, type SportKey } from './sports-paths';
import { useSports } from './use-sports';
import './category-strip.css';

/**
 * The horizontal sport strip: All plus each sport (icon and name). Links keep the pre-match prefix
 * on pre-match pages, where All (every sport's advance matches) is active by default.
 */
export function CategoryStrip() {
  const { sports, status } = useSports();
  const { pathname } = useLocation();
  const { preMatch, active } = sportsNavState(pathname);
  const activeLink = useRef<HTMLAnchorElement>(null);

  // Keeps the active sport in view when the strip scrolls sideways (mobile, many sports).
  useEffect(() => {
    activeLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, sports.length]);

  if (status === 'loading' && sports.length === 0) {
    return <Skeleton rows={1} height={64} label="Loading sports" />;
  }

  const item = (key: SportKey, name: string, icon: ReactNode) => {
    const current = active === key;
    return (
      <li key={key}>
        <Link
          ref={current ? activeLink : undefined}
          to={sportHref(key, preMatch)}
          className={`sb-sports-strip__item${current ? ' sb-sports-strip__item--active' : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          <span className="sb-sports-strip__icon">{icon}</span>
          <span className="sb-sports-strip__name">{name}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav className="sb-sports-strip" aria-label="Sport categories">
      <ul className="sb-sports-strip__list">
        {item('all', 'All', <AllSportsIcon size={22} />)}
        {sports.map((sport) =>
          item(
            sport.id,
            sport.category_name,
            <img src={sport.category_icon} alt="" width={22} height={22} />,
          ),
        )}
      </ul>
    </nav>
  );
}
