import { SHELL_NAMESPACES } from '@/islands/shell/namespaces';

/**
 * What every console page needs: the shell's namespaces, `common` (site name) and `staff` (frame and screens).
 * Pass them first: `messages(locale, ...STAFF_NAMESPACES)`; pages add others they read (appointments' type names).
 */
export const STAFF_NAMESPACES = [...SHELL_NAMESPACES, 'common', 'staff'] as const;
