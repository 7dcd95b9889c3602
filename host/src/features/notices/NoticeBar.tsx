import { useEffect, useState } from 'react';
import type { SiteNotice } from '@sportsbook/shared/contracts';
import { MegaphoneIcon } from '../../common/icons';
import { loadSiteNotices, prefetchedSiteNotices } from './notices-prefetch';
import './notice-bar.css';

function shown(notices: SiteNotice[]): SiteNotice[] {
  return notices.filter((notice) => notice.message?.trim());
}

/**
 * The site notice bar (SPEC section 1): scrolling text under the header, only when
 * `ng/site-notices` returns notices. A failed call shows nothing, like an empty list.
 *
 * The request starts at bootstrap (`prefetchSiteNotices`), so the answer is usually known at the
 * first render. While it is not, the bar's place is kept (an empty strip, hidden from assistive
 * tech), so a bar that arrives does not push the page down (issue 12: CLS).
 */
export function NoticeBar({
  loadNotices = loadSiteNotices,
}: {
  loadNotices?: (signal?: AbortSignal) => Promise<SiteNotice[]>;
}) {
  const [notices, setNotices] = useState<SiteNotice[] | null>(() => {
    const prefetched = loadNotices === loadSiteNotices ? prefetchedSiteNotices() : undefined;
    return prefetched ? shown(prefetched) : null;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadNotices(controller.signal)
      .then((loaded) => {
        if (!controller.signal.aborted) setNotices(Array.isArray(loaded) ? shown(loaded) : []);
      })
      .catch(() => {
        // No notices is the right thing to show when the call fails.
        if (!controller.signal.aborted) setNotices([]);
      });
    return () => controller.abort();
  }, [loadNotices]);

  if (notices === null) {
    return <div className="sb-host-notices sb-host-notices--pending" aria-hidden="true" />;
  }
  if (notices.length === 0) return null;
  // Slower for longer text so every notice stays readable.
  const length = notices.reduce((sum, notice) => sum + notice.message.length, 0);
  const durationS = Math.max(18, Math.round(length / 6));

  return (
    <section className="sb-host-notices" aria-label="Site notices">
      <span className="sb-host-notices__label">
        <MegaphoneIcon size={16} />
        <span>News</span>
      </span>
      <div className="sb-host-notices__viewport">
        <div className="sb-host-notices__track" style={{ animationDuration: `${durationS}s` }}>
          {notices.map((notice) => (
            <span key={notice.id} className="sb-host-notices__item">
              {notice.message}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
