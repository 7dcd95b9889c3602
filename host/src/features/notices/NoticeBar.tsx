import { useEffect, useState } from 'react';
import type { SiteNotice } from '@sportsbook/shared/contracts';
import { MegaphoneIcon, PauseIcon, PlayIcon } from '../../common/icons';
import { loadSiteNotices, prefetchedSiteNotices } from './notices-prefetch';
import './notice-bar.css';

/**
 * How many times the notices scroll by before the bar rests on their start. A page left open
 * draws nothing then: a marquee that never stopped kept about 15 % of a core busy per open tab
 * (renderer and GPU process, measured on an idle `/`), and every odds click shared the machine
 * with it (issue 33, seventh look). The live dot and the banner's pulse stop the same way.
 */
export const NOTICE_PASSES = 3;

/** `resting`: the passes are over and the bar shows the notices' start, still. */
type Motion = 'playing' | 'paused' | 'resting';

function shown(notices: SiteNotice[]): SiteNotice[] {
  return notices.filter((notice) => notice.message?.trim());
}

/**
 * The site notice bar (SPEC section 1): scrolling text under the header, only when
 * `ng/site-notices` returns notices. A failed call shows nothing, like an empty list.
 *
 * It scrolls `NOTICE_PASSES` times, then rests. Its button pauses it and plays it again, so
 * moving text can be stopped from the keyboard or a touch screen, not only by hovering it
 * (WCAG 2.2.2 Pause, Stop, Hide). With reduced motion it never moves and has no button.
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

  const [motion, setMotion] = useState<Motion>('playing');
  /** A new run restarts the marquee from its start (its element is drawn anew). */
  const [run, setRun] = useState(0);

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
  const playing = motion === 'playing';
  const toggle = () => {
    if (motion === 'resting') setRun((previous) => previous + 1);
    setMotion(playing ? 'paused' : 'playing');
  };

  return (
    <section className={`sb-host-notices sb-host-notices--${motion}`} aria-label="Site notices">
      <span className="sb-host-notices__label">
        <MegaphoneIcon size={16} />
        <span>News</span>
      </span>
      <div className="sb-host-notices__viewport">
        <div
          key={run}
          className="sb-host-notices__track"
          style={{ animationDuration: `${durationS}s`, animationIterationCount: NOTICE_PASSES }}
          onAnimationEnd={() => setMotion('resting')}
        >
          {notices.map((notice) => (
            <span key={notice.id} className="sb-host-notices__item">
              {notice.message}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="sb-host-notices__toggle"
        aria-label={playing ? 'Pause news' : 'Play news'}
        onClick={toggle}
      >
        {playing ? <PauseIcon size={14} /> : <PlayIcon size={14} />}
      </button>
    </section>
  );
}
