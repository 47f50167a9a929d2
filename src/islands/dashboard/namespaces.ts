import { SHELL_NAMESPACES } from '../shell/namespaces';

/**
 * What every page inside DashboardFrame needs: the shell's namespaces, `common` (site name, language names) and
 * `dashboard` (sidebar, navbar, notifications). Pass them first: `messages(locale, ...DASHBOARD_NAMESPACES, 'x')`.
 */
export const DASHBOARD_NAMESPACES = [...SHELL_NAMESPACES, 'common', 'dashboard'] as const;
