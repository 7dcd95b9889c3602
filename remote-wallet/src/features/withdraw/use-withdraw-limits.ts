import { useEffect, useState } from 'react';
import { fetchSiteSettings } from '@sportsbook/shared/api';
import { DEFAULT_WITHDRAW_LIMITS, type SiteSetting } from '@sportsbook/shared/contracts';

export interface WithdrawLimits {
  min: number;
  max: number;
}

/** A setting's value as a positive number of coins, or the default when missing or not one. */
function coinsSetting(settings: SiteSetting[], key: string, fallback: number): number {
  const value = Number(settings.find((setting) => setting.key === key)?.value);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** SPEC section 9: 500 and 15000 unless `withdraw_min_limit` / `withdraw_max_limit` say otherwise. */
export function withdrawLimitsFrom(settings: SiteSetting[]): WithdrawLimits {
  return {
    min: coinsSetting(settings, 'withdraw_min_limit', DEFAULT_WITHDRAW_LIMITS.min),
    max: coinsSetting(settings, 'withdraw_max_limit', DEFAULT_WITHDRAW_LIMITS.max),
  };
}

/**
 * The withdraw limits the page shows: the defaults at once (and when the settings cannot be
 * loaded), the site settings' values once they arrive.
 */
export function useWithdrawLimits(): WithdrawLimits {
  const [limits, setLimits] = useState<WithdrawLimits>(DEFAULT_WITHDRAW_LIMITS);
  useEffect(() => {
    const controller = new AbortController();
    fetchSiteSettings(controller.signal)
      .then((settings) => {
        if (!controller.signal.aborted) setLimits(withdrawLimitsFrom(settings));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return limits;
}
