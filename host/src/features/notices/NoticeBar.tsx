import { useEffect, useState } from 'react';
import type { SiteNotice } from '@sportsbook/shared/contracts';
import { fetchSiteNotices } from '@sportsbook/shared/api';
import { MegaphoneIcon } from '../../common/icons';
import './notice-bar.css';

/**
 * The site notice bar (SPEC section 1): scrolling text under the header, only when
 * `ng/site-notices` returns notices. A failed call shows nothing, like an empty list.
 */
export function NoticeBar({
  loadNotices = fetchSiteNotices,
}: {
  loadNotices?: (signal?: AbortSignal) => Promise<SiteNotice[]>;
}) {
  const [notices, setNotices] = useState<SiteNotice[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    loadNotices(controller.signal)
      .then((loaded) => {
        if (!controller.signal.aborted && Array.isArray(loaded)) {
          setNotices(loaded.filter((notice) => notice.message?.trim()));
        }
      })
      .catch(() => {
        // No notices is the right thing to show when the call fails.
      });
    return () => controller.abort();
  }, [loadNotices]);

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
