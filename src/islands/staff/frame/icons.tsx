/** The console's outline icons (decorative, 24×24, stroke = currentColor), beside the dashboard's own set. */
import { Icon } from '@/islands/dashboard/frame/icons';
export { CalendarIcon, ChatIcon } from '@/islands/dashboard/frame/icons';

type P = { className?: string };

export const ListIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </Icon>
);
export const ClockIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const UsersIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
  </Icon>
);
export const ShieldIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
/** A contract withdrawn: an arrow turning back. */
export const ReturnIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);
export const ServerIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="3.5" y="4" width="17" height="6.5" rx="1.5" />
    <rect x="3.5" y="13.5" width="17" height="6.5" rx="1.5" />
    <path d="M7.5 7.25h.01M7.5 16.75h.01" />
  </Icon>
);

export const GearIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </Icon>
);
