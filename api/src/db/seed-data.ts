/**
 * Reference data of the seed: sports, tournaments with their teams, countries, clubs, notices,
 * settings and prediction event 1. The market simulator draws new matches from the same
 * tournaments, so the site looks the same after days of running.
 */

export interface SportSeed {
  slug: string;
  name: string;
}

/** Every sport has an icon at /static/icons/<slug>.svg (see src/static/icons.ts). */
export const SPORTS: readonly SportSeed[] = [
  { slug: 'cricket', name: 'Cricket' },
  { slug: 'football', name: 'Football' },
  { slug: 'tennis', name: 'Tennis' },
  { slug: 'basketball', name: 'Basketball' },
  { slug: 'kabaddi', name: 'Kabaddi' },
  { slug: 'table-tennis', name: 'Table Tennis' },
  { slug: 'volleyball', name: 'Volleyball' },
  { slug: 'ice-hockey', name: 'Ice Hockey' },
];

export interface TournamentSeed {
  sport: string;
  name: string;
  teams: readonly string[];
}

export const TOURNAMENTS: readonly TournamentSeed[] = [
  {
    sport: 'cricket',
    name: 'Indian Premier League',
    teams: [
      'Chennai Super Kings',
      'Delhi Capitals',
      'Gujarat Titans',
      'Kolkata Knight Riders',
      'Lucknow Super Giants',
      'Mumbai Indians',
      'Punjab Kings',
      'Rajasthan Royals',
      'Royal Challengers Bengaluru',
      'Sunrisers Hyderabad',
    ],
  },
  {
    sport: 'cricket',
    name: 'Bangladesh Premier League',
    teams: [
      'Comilla Victorians',
      'Fortune Barishal',
      'Rangpur Riders',
      'Sylhet Strikers',
      'Chattogram Challengers',
      'Khulna Tigers',
      'Dhaka Capitals',
      'Durbar Rajshahi',
    ],
  },
  {
    sport: 'cricket',
    name: 'International T20 Series',
    teams: [
      'Bangladesh',
      'India',
      'Pakistan',
      'Sri Lanka',
      'Afghanistan',
      'England',
      'Australia',
      'New Zealand',
      'South Africa',
      'West Indies',
    ],
  },
  {
    sport: 'football',
    name: 'Premier League',
    teams: [
      'Arsenal',
      'Chelsea',
      'Liverpool',
      'Manchester City',
      'Manchester United',
      'Tottenham Hotspur',
      'Newcastle United',
      'Aston Villa',
      'West Ham United',
      'Brighton',
    ],
  },
  {
    sport: 'football',
    name: 'La Liga',
    teams: [
      'Real Madrid',
      'Barcelona',
      'Atletico Madrid',
      'Sevilla',
      'Real Sociedad',
      'Villarreal',
      'Real Betis',
      'Athletic Club',
      'Valencia',
      'Girona',
    ],
  },
  {
    sport: 'tennis',
    name: 'ATP Tour',
    teams: [
      'Novak Djokovic',
      'Carlos Alcaraz',
      'Jannik Sinner',
      'Daniil Medvedev',
      'Alexander Zverev',
      'Andrey Rublev',
      'Casper Ruud',
      'Taylor Fritz',
      'Holger Rune',
      'Stefanos Tsitsipas',
    ],
  },
  {
    sport: 'tennis',
    name: 'WTA Tour',
    teams: [
      'Iga Swiatek',
      'Aryna Sabalenka',
      'Coco Gauff',
      'Elena Rybakina',
      'Jessica Pegula',
      'Ons Jabeur',
      'Qinwen Zheng',
      'Marketa Vondrousova',
    ],
  },
  {
    sport: 'basketball',
    name: 'NBA',
    teams: [
      'Los Angeles Lakers',
      'Boston Celtics',
      'Golden State Warriors',
      'Milwaukee Bucks',
      'Denver Nuggets',
      'Phoenix Suns',
      'Miami Heat',
      'Dallas Mavericks',
      'Philadelphia 76ers',
      'New York Knicks',
    ],
  },
  {
    sport: 'kabaddi',
    name: 'Pro Kabaddi League',
    teams: [
      'Patna Pirates',
      'Bengal Warriors',
      'U Mumba',
      'Jaipur Pink Panthers',
      'Puneri Paltan',
      'Dabang Delhi',
      'Bengaluru Bulls',
      'Telugu Titans',
      'Tamil Thalaivas',
      'Gujarat Giants',
    ],
  },
  {
    sport: 'table-tennis',
    name: 'WTT Champions',
    teams: [
      'Fan Zhendong',
      'Ma Long',
      'Wang Chuqin',
      'Tomokazu Harimoto',
      'Hugo Calderano',
      'Truls Moregard',
      'Lin Yun-Ju',
      'Dimitrij Ovtcharov',
    ],
  },
  {
    sport: 'volleyball',
    name: 'Volleyball Nations League',
    teams: ['Poland', 'Brazil', 'Italy', 'USA', 'France', 'Japan', 'Slovenia', 'Argentina'],
  },
  {
    sport: 'ice-hockey',
    name: 'NHL',
    teams: [
      'Toronto Maple Leafs',
      'Boston Bruins',
      'New York Rangers',
      'Edmonton Oilers',
      'Colorado Avalanche',
      'Vegas Golden Knights',
      'Tampa Bay Lightning',
      'Florida Panthers',
      'Dallas Stars',
      'Carolina Hurricanes',
    ],
  },
];

/** Bangladesh first: the registration form preselects the first country. */
export const COUNTRIES: readonly { name: string; phone_code: string }[] = [
  { name: 'Bangladesh', phone_code: '+880' },
  { name: 'India', phone_code: '+91' },
  { name: 'Pakistan', phone_code: '+92' },
  { name: 'Sri Lanka', phone_code: '+94' },
  { name: 'Nepal', phone_code: '+977' },
  { name: 'United Arab Emirates', phone_code: '+971' },
  { name: 'United Kingdom', phone_code: '+44' },
  { name: 'Saudi Arabia', phone_code: '+966' },
  { name: 'Qatar', phone_code: '+974' },
  { name: 'Malaysia', phone_code: '+60' },
  { name: 'Singapore', phone_code: '+65' },
  { name: 'United States', phone_code: '+1' },
];

export const CLUBS: readonly string[] = [
  'Dhaka Royals Club',
  'Chattogram Kings Club',
  'Sylhet Tigers Club',
  'Rajshahi Riders Club',
  'Khulna Strikers Club',
  'Barishal Blasters Club',
];

export const SITE_NOTICES: readonly string[] = [
  'Welcome to Sportsbook! Odds update live while matches are in play. Bet responsibly, 18+ only.',
  'Deposits through BKASH and NAGAD are processed within 15 minutes, from 9 AM to 11 PM.',
];

/** `withdraw_min_limit` and `withdraw_max_limit` are read by the withdraw screen (SPEC section 9). */
export const SITE_SETTINGS: Readonly<Record<string, string>> = {
  withdraw_min_limit: '500',
  withdraw_max_limit: '15000',
  withdraw_reserve_coin: '10',
  deposit_min_limit: '300',
  deposit_max_limit: '25000',
  bet_min_stake: '20',
  site_name: 'Sportsbook',
  support_email: 'support@sportsbook.example',
};

/**
 * Demo house numbers (destinations) of every deposit method, the cards and the mobile wallets, so
 * every method the form offers works on the demo data, Skrill (the default) first
 * (SPEC-READINGS.md "Deposit methods"; outside production only, with the demo user). Operators
 * manage the real ones with `ops set-deposit-number`; a method without one says "Deposit Not
 * Available".
 */
export const DEMO_DEPOSIT_NUMBERS: readonly { type: string; phone_no: string }[] = [
  { type: 'Skrill', phone_no: '01611000004' },
  { type: 'Stripe', phone_no: '01611000005' },
  { type: 'Neteller', phone_no: '01611000006' },
  { type: 'BKASH', phone_no: '01711000001' },
  { type: 'BKASH_AGENT', phone_no: '01711000002' },
  { type: 'NAGAD', phone_no: '01811000003' },
];

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
