import { SHELL_NAMESPACES } from '@/islands/shell/namespaces';

/**
 * What every page inside DashboardFrame needs: the shell's namespaces, `common` (site name, language names),
 * `dashboard` (sidebar, navbar) and, for the navbar's notifications, `notifications` with `appointments` (their texts
 * name meeting types and Berlin time). Pass them first: `messages(locale, ...DASHBOARD_NAMESPACES, 'x')`.
 */
export const DASHBOARD_NAMESPACES = [
  ...SHELL_NAMESPACES,
  'common',
  'dashboard',
  'notifications',
  'appointments',
] as const;
