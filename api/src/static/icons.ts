/**
 * The sports' icons, served at /static/icons/<slug>.svg. Small hand-drawn SVGs on a 64-unit
 * grid, so the API needs no asset pipeline and the seed's icon URLs always resolve.
 */

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>`;

/**
 * By sport slug. A Map, not an object: the slug comes from the URL, and a plain object would
 * answer `constructor` with a built-in function.
 */
export const SPORT_ICONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cricket: svg(
      '<g transform="rotate(-40 32 32)">' +
        '<rect x="27" y="6" width="10" height="36" rx="3" fill="#D9A35B" stroke="#8A5A24" stroke-width="2"/>' +
        '<rect x="30" y="42" width="4" height="14" rx="2" fill="#5B3A1A"/></g>' +
        '<circle cx="48" cy="48" r="7" fill="#C62828" stroke="#7F1010" stroke-width="2"/>' +
        '<path d="M43 45 Q48 48 53 45" fill="none" stroke="#fff" stroke-width="1.2"/>',
    ),
    football: svg(
      '<circle cx="32" cy="32" r="26" fill="#fff" stroke="#222" stroke-width="3"/>' +
        '<polygon points="32,20 43,28 39,41 25,41 21,28" fill="#222"/>' +
        '<path d="M32 20 V8 M43 28 L55 24 M39 41 L46 52 M25 41 L18 52 M21 28 L9 24" stroke="#222" stroke-width="2.5"/>',
    ),
    tennis: svg(
      '<circle cx="32" cy="32" r="26" fill="#C6E03A" stroke="#8AA012" stroke-width="2"/>' +
        '<path d="M10 20 Q26 32 10 46" fill="none" stroke="#fff" stroke-width="3"/>' +
        '<path d="M54 20 Q38 32 54 46" fill="none" stroke="#fff" stroke-width="3"/>',
    ),
    basketball: svg(
      '<circle cx="32" cy="32" r="26" fill="#F57C1F" stroke="#222" stroke-width="2.5"/>' +
        '<path d="M6 32 H58 M32 6 V58" stroke="#222" stroke-width="2.5"/>' +
        '<path d="M14 14 Q26 32 14 50 M50 14 Q38 32 50 50" fill="none" stroke="#222" stroke-width="2.5"/>',
    ),
    kabaddi: svg(
      '<circle cx="22" cy="12" r="6" fill="#6D3FB5"/>' +
        '<path d="M22 18 L26 36 L16 56 M26 36 L38 54 M23 24 L8 30 M23 24 L36 20" fill="none" stroke="#6D3FB5" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' +
        '<circle cx="50" cy="30" r="5" fill="#E0A800"/>' +
        '<path d="M50 35 L48 48 L54 58 M48 48 L42 58 M49 40 L40 36" fill="none" stroke="#E0A800" stroke-width="4" stroke-linecap="round"/>',
    ),
    'table-tennis': svg(
      '<circle cx="26" cy="26" r="18" fill="#D32F2F" stroke="#7F1010" stroke-width="2"/>' +
        '<rect x="36" y="36" width="8" height="22" rx="3" transform="rotate(-45 40 47)" fill="#8A5A24"/>' +
        '<circle cx="50" cy="14" r="6" fill="#fff" stroke="#999" stroke-width="1.5"/>',
    ),
    volleyball: svg(
      '<circle cx="32" cy="32" r="26" fill="#FFF8E1" stroke="#1565C0" stroke-width="3"/>' +
        '<path d="M32 32 Q32 14 18 8 M32 32 Q48 40 58 32 M32 32 Q18 42 16 56" fill="none" stroke="#1565C0" stroke-width="3"/>' +
        '<path d="M32 32 Q46 20 44 8 M32 32 Q44 52 36 58" fill="none" stroke="#F9A825" stroke-width="3"/>',
    ),
    'ice-hockey': svg(
      '<path d="M14 6 L34 46 Q36 50 40 50 H54" fill="none" stroke="#5D4037" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' +
        '<ellipse cx="20" cy="52" rx="10" ry="4" fill="#111"/>' +
        '<rect x="10" y="48" width="20" height="4" fill="#111"/>' +
        '<ellipse cx="20" cy="48" rx="10" ry="4" fill="#333"/>',
    ),
  }),
);

/** A team's logo: a badge in its colours with its short name. */
export function teamLogoSvg(shortName: string, color: string, textColor: string): string {
  const label = shortName.toUpperCase();
  const fontSize = label.length > 3 ? 15 : 19;
  return svg(
    `<path d="M32 3 L57 12 V32 C57 47 46 56 32 61 C18 56 7 47 7 32 V12 Z" fill="${color}" stroke="${textColor}" stroke-width="2.5"/>` +
      `<text x="32" y="38" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${textColor}">${label}</text>`,
  );
}
