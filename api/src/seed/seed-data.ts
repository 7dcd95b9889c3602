/**
 * Reference data of the seed: countries, clubs, notices, settings and the demo deposit numbers.
 * The sports and tournaments are the markets domain's (markets/tournaments.ts), the prediction
 * event and its teams the prediction domain's (prediction/prediction-teams.ts).
 */

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
