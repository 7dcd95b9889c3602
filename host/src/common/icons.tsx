// Small inline icons of the shell. Inline SVG keeps the host free of icon fonts and image requests;
// each is decorative (aria-hidden) and sits next to a visible or accessible label.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const LiveIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 4.9a10 10 0 0 0 0 14.2M19.1 4.9a10 10 0 0 1 0 14.2" />
  </Svg>
);

export const CalendarIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18M8 14h2M14 14h2M8 17h2" />
  </Svg>
);

export const TvIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2.5" y="6" width="19" height="13" rx="2" />
    <path d="m8 2 4 4 4-4M10 10.5v5l4-2.5-4-2.5z" />
  </Svg>
);

export const GiftIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </Svg>
);

export const TicketIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7z" />
    <path d="M9 9h6M9 12h6M9 15h3" />
  </Svg>
);

export const UserIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

export const MegaphoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Svg>
);

export const PauseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 5v14M15 5v14" />
  </Svg>
);

export const PlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 5v14l12-7z" fill="currentColor" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const CoinIcon = (props: IconProps) => (
  <Svg {...props}>
    <ellipse cx="12" cy="7" rx="8" ry="3.5" />
    <path d="M4 7v5c0 1.9 3.6 3.5 8 3.5s8-1.6 8-3.5V7M4 12v5c0 1.9 3.6 3.5 8 3.5s8-1.6 8-3.5v-5" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m15 6-6 6 6 6" />
  </Svg>
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const HistoryIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Svg>
);

export const LogoutIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Svg>
);

/** The brand mark: a ball in a ring, in the accent colour. */
export const BrandMark = ({ size = 30 }: { size?: number }) => (
  <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="sb-host-brand" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ffd24a" />
        <stop offset="1" stopColor="#f59e0b" />
      </linearGradient>
    </defs>
    <rect width="40" height="40" rx="10" fill="url(#sb-host-brand)" />
    <circle cx="20" cy="20" r="11" fill="none" stroke="#1a1300" strokeWidth="2.6" />
    <path
      d="M20 13.5l5.2 3.8-2 6.1h-6.4l-2-6.1z"
      fill="#1a1300"
      stroke="#1a1300"
      strokeWidth="1"
      strokeLinejoin="round"
    />
    <path
      d="M20 9v4.5M30.5 17.2l-5.3.1M26.6 29.2l-3.4-5.8M13.4 29.2l3.4-5.8M9.5 17.2l5.3.1"
      stroke="#1a1300"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);
