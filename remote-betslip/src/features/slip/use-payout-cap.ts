import { useEffect, useState } from 'react';
import { fetchSiteSettings } from '@sportsbook/shared/api';
import { MAX_MULTIPLE_PAYOUT_SETTING } from '@sportsbook/shared/contracts';
import type { SiteSetting } from '@sportsbook/shared/contracts';

/** The cap from the site settings, or null when it is missing or not a positive number. */
export function payoutCapFrom(settings: readonly SiteSetting[]): number | null {
  const value = Number(
    settings.find((setting) => setting.key === MAX_MULTIPLE_PAYOUT_SETTING)?.value,
  );
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The site's maximum multiple payout, loaded while `wanted` (a multiple is on offer). Null until
 * it arrives or when the site has none: the slip then shows the uncapped win, and the server's
 * answer says when it capped it.
 */
export function usePayoutCap(wanted: boolean): number | null {
  const [cap, setCap] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    const controller = new AbortController();
    fetchSiteSettings(controller.signal)
      .then((settings) => {
        if (controller.signal.aborted) return;
        setCap(payoutCapFrom(settings));
        setLoaded(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [wanted, loaded]);
  return cap;
}
