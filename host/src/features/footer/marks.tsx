// Inline SVG marks of the footer: the two store badges, the social icons and the partner and
// licence marks. Drawn here so the footer needs no image files or third-party artwork.

export function AppStoreBadge() {
  return (
    <svg className="sb-host-badge" viewBox="0 0 150 44" width="150" height="44" aria-hidden="true">
      <rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#000" stroke="#a6a6a6" />
      <path
        fill="#fff"
        d="M30.7 22.6c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.3-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1 1.8 0 2.3 1 3.9 1 1.6 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.1-1.2-3.1-4.9zM27.7 13.6c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.6.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.4.1 2.7-.7 3.6-1.7z"
      />
      <text x="44" y="18" fill="#fff" fontSize="8.5" fontFamily="var(--sb-font)">
        Download on the
      </text>
      <text x="44" y="33" fill="#fff" fontSize="15" fontWeight="600" fontFamily="var(--sb-font)">
        App Store
      </text>
    </svg>
  );
}

export function GooglePlayBadge() {
  return (
    <svg className="sb-host-badge" viewBox="0 0 150 44" width="150" height="44" aria-hidden="true">
      <rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#000" stroke="#a6a6a6" />
      <path
        fill="#00d7fe"
        d="M13 10.5 26.2 22 13 33.5c-.5-.3-.8-.9-.8-1.6V12.1c0-.7.3-1.3.8-1.6z"
      />
      <path fill="#32a853" d="M13 10.5c.5-.3 1.2-.3 1.9.1L30.4 19.4 26.2 22z" />
      <path fill="#ea4335" d="M26.2 22l4.2 2.6-15.5 8.8c-.7.4-1.4.4-1.9.1z" />
      <path fill="#fbbc04" d="M30.4 19.4l4.3 2.4c1 .6 1 1.9 0 2.5l-4.3 2.3L26.2 22z" />
      <text x="44" y="18" fill="#fff" fontSize="8.5" fontFamily="var(--sb-font)">
        GET IT ON
      </text>
      <text x="44" y="33" fill="#fff" fontSize="15" fontWeight="600" fontFamily="var(--sb-font)">
        Google Play
      </text>
    </svg>
  );
}

export function SocialIcon({ network }: { network: 'facebook' | 'x' | 'instagram' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {network === 'facebook' && (
        <path
          fill="currentColor"
          d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"
        />
      )}
      {network === 'x' && (
        <path
          fill="currentColor"
          d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"
        />
      )}
      {network === 'instagram' && (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.9" fill="currentColor" stroke="none" />
        </g>
      )}
    </svg>
  );
}

/** Partner marks: data and payment partners, drawn as simple word marks. */
export function PartnerMarks() {
  const partners = ['OddsFeed', 'MatchData', 'SecurePay', 'CoinVault'];
  return (
    <ul className="sb-host-footer__marks" aria-label="Partners">
      {partners.map((name) => (
        <li key={name} className="sb-host-footer__mark">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path fill="currentColor" d="M8 1 15 8 8 15 1 8z" opacity="0.85" />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}

/** Licence and responsibility marks. */
export function LicenceMarks() {
  return (
    <ul className="sb-host-footer__marks" aria-label="Licences">
      <li className="sb-host-footer__mark sb-host-footer__mark--licence">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            d="M8 1.5 13.5 4v4c0 3.2-2.3 5.6-5.5 6.5C4.8 13.6 2.5 11.2 2.5 8V4z"
          />
          <path fill="none" stroke="currentColor" strokeWidth="1.6" d="m5.5 8 1.8 1.8 3.3-3.6" />
        </svg>
        Licensed Gaming Operator
      </li>
      <li className="sb-host-footer__mark sb-host-footer__mark--licence">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path fill="currentColor" d="M7.2 4.5h1.6v4.2H7.2zM7.2 10h1.6v1.6H7.2z" />
        </svg>
        Responsible Gaming
      </li>
      <li className="sb-host-footer__mark sb-host-footer__mark--licence">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            d="M5.2 7V5a2.8 2.8 0 0 1 5.6 0v2"
          />
        </svg>
        SSL Secured
      </li>
    </ul>
  );
}
