/** Prediction event 1 and its ten teams, as the seed writes them (the static icons name them too). */

export interface PredictionTeamSeed {
  short_name: string;
  full_name: string;
  color: string;
  text_color: string;
}

/**
 * The ten teams of SPEC section 3, in that order (ids 1 to 10 on a fresh database). Each text
 * colour has at least 4.5:1 contrast on its tile colour (WCAG 2.1 AA), as the tiles show names.
 */
export const PREDICTION_TEAMS: readonly PredictionTeamSeed[] = [
  { short_name: 'csk', full_name: 'Chennai Super Kings', color: '#FDB913', text_color: '#0B4E9C' },
  { short_name: 'dc', full_name: 'Delhi Capitals', color: '#17479E', text_color: '#FFFFFF' },
  { short_name: 'gt', full_name: 'Gujarat Titans', color: '#1B2133', text_color: '#DBBE6E' },
  {
    short_name: 'kkr',
    full_name: 'Kolkata Knight Riders',
    color: '#3A225D',
    text_color: '#F2C14E',
  },
  { short_name: 'lsg', full_name: 'Lucknow Super Giants', color: '#0057A8', text_color: '#FFFFFF' },
  { short_name: 'mi', full_name: 'Mumbai Indians', color: '#004BA0', text_color: '#E8C766' },
  { short_name: 'pbks', full_name: 'Punjab Kings', color: '#D71920', text_color: '#FFFFFF' },
  { short_name: 'rr', full_name: 'Rajasthan Royals', color: '#C4126E', text_color: '#FFFFFF' },
  {
    short_name: 'rcb',
    full_name: 'Royal Challengers Bengaluru',
    color: '#1A1918',
    text_color: '#FF6B70',
  },
  { short_name: 'srh', full_name: 'Sunrisers Hyderabad', color: '#FF822A', text_color: '#000000' },
];

export const PREDICTION_EVENT = {
  name: 'IPL Champion Prediction',
  description:
    '<p>Who will lift the <strong>Indian Premier League</strong> trophy this season? ' +
    'Pick one team and set your stake.</p>' +
    '<ul><li>Your stake is held from your balance until the final.</li>' +
    '<li>Entries close when the final starts.</li>' +
    '<li>Winnings are credited to your coin balance after the final.</li></ul>',
  remuneration_cents: 185,
} as const;
