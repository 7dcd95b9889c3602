/** Wire types of the public site calls: countries, clubs, notices, settings (SPEC sections 3 and 7). */

export interface Country {
  id: number;
  name: string;
  /** Dialling prefix with its plus sign, e.g. "+880". */
  phone_code: string;
}

export interface Club {
  id: number;
  name: string;
}

export interface SiteNotice {
  id: number;
  message: string;
}

/** The most one multiple (issue 32) pays, in coins: the slip caps its Possible Win with it. */
export const MAX_MULTIPLE_PAYOUT_SETTING = 'max_multiple_payout';

/** Keys the client reads from `ng/site-settings`. */
export type SiteSettingKey =
  'withdraw_min_limit' | 'withdraw_max_limit' | typeof MAX_MULTIPLE_PAYOUT_SETTING | (string & {});

export interface SiteSetting {
  key: SiteSettingKey;
  value: string;
}
