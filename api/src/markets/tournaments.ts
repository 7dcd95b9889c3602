/**
 * The sports and tournaments with their teams: the seed writes them, and the market simulator
 * draws new matches from the same tournaments, so the site looks the same after days of running.
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
