/**
 * Outline icons (24×24, stroke = currentColor), decorative: the element around them carries the text.
 * Drawn here instead of adding an icon package for a dozen shapes.
 */
import type { ReactNode } from 'react';

export function Icon({ className = 'h-5 w-5', children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

type P = { className?: string };

export const HomeIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Icon>
);
export const DocumentIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8Z" />
    <path d="M14 3v5h5M8.5 13h7M8.5 17h5" />
  </Icon>
);
export const PackageIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="m12 3 8.5 4.5v9L12 21l-8.5-4.5v-9Z" />
    <path d="m3.5 7.5 8.5 4.5 8.5-4.5M12 12v9M8 5.2l8.5 4.6" />
  </Icon>
);
export const CalendarIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);
export const CardIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="1.5" />
    <path d="M2.5 10h19M6 15h4" />
  </Icon>
);
export const SupportIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.7-2.5 2.2-2.5 3.8M12 17.2v.1" />
  </Icon>
);
export const BellIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </Icon>
);
export const UserIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </Icon>
);
export const CogIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </Icon>
);
export const LogoutIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </Icon>
);
export const MenuIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </Icon>
);
export const CloseIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ChevronDownIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const CheckIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const ArrowRightIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
export const ToolsIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M14.5 6.5a4 4 0 0 0-5.3 5.3L3.5 17.5l3 3 5.7-5.7a4 4 0 0 0 5.3-5.3l-2.5 2.5-2.5-.5-.5-2.5Z" />
  </Icon>
);

export const ChatIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);
