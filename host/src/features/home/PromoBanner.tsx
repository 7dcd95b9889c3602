import { Link } from 'react-router-dom';
import './promo-banner.css';

/** The banner area of the home page: a drawn promo, no image requests. */
export function PromoBanner() {
  return (
    <section className="sb-host-banner" aria-labelledby="sb-host-banner-title">
      <svg
        className="sb-host-banner__art"
        viewBox="0 0 400 200"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <defs>
          <radialGradient id="sb-host-banner-glow" cx="0.75" cy="0.5" r="0.6">
            <stop offset="0" stopColor="#f5b301" stopOpacity="0.55" />
            <stop offset="1" stopColor="#f5b301" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="400" height="200" fill="url(#sb-host-banner-glow)" />
        {/* A pitch seen from above: halfway line, centre circle and a penalty box. */}
        <g fill="none" stroke="rgba(255,255,255,0.16)" strokeWidth="2">
          <rect x="210" y="20" width="230" height="160" rx="4" />
          <line x1="320" y1="20" x2="320" y2="180" />
          <circle cx="320" cy="100" r="34" />
          <rect x="210" y="62" width="38" height="76" />
        </g>
        <circle cx="320" cy="100" r="4" fill="rgba(255,255,255,0.35)" />
        <g transform="translate(292 72)">
          <circle r="22" cx="28" cy="28" fill="#fff" />
          <path d="M28 17l8.4 6.1-3.2 9.9H22.8l-3.2-9.9z" fill="#0f1923" />
          <path
            d="M28 6v11M49 24l-12.6-.9M41 47l-7.8-14M15 47l7.8-14M7 24l12.6-.9"
            stroke="#0f1923"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </g>
      </svg>
      <div className="sb-host-banner__content">
        <span className="sb-host-banner__tag">
          <span className="sb-host-banner__dot" aria-hidden="true" /> Live now
        </span>
        <h1 id="sb-host-banner-title" className="sb-host-banner__title">
          Odds that move <span>with every minute</span>
        </h1>
        <p className="sb-host-banner__text">
          Follow football, cricket, tennis and more in play, or get ahead with advance matches.
        </p>
        <div className="sb-host-banner__actions">
          <Link to="/in-play" className="sb-btn">
            Bet In-Play
          </Link>
          <Link to="/pre-match" className="sb-btn sb-btn--ghost">
            Advance Match
          </Link>
        </div>
      </div>
    </section>
  );
}
