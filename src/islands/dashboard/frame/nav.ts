import type { ComponentType } from 'react';
import { CalendarIcon, CardIcon, ChatIcon, CheckIcon, DocumentIcon, HomeIcon, PackageIcon, SupportIcon } from './icons';

/** The sidebar of SPEC §2, in order. Labels are `dashboard:nav.<key>`. */
export const DASHBOARD_NAV = [
  { key: 'home', path: '/dashboard', Icon: HomeIcon },
  { key: 'documents', path: '/dashboard/documents', Icon: DocumentIcon },
  { key: 'plan', path: '/dashboard/plan', Icon: CheckIcon },
  { key: 'messages', path: '/dashboard/messages', Icon: ChatIcon },
  { key: 'packages', path: '/dashboard/packages', Icon: PackageIcon },
  { key: 'appointments', path: '/dashboard/appointments', Icon: CalendarIcon },
  { key: 'payments', path: '/dashboard/payments', Icon: CardIcon },
  { key: 'support', path: '/dashboard/support', Icon: SupportIcon },
] as const satisfies readonly { key: string; path: string; Icon: ComponentType<{ className?: string }> }[];

export type SidebarKey = (typeof DASHBOARD_NAV)[number]['key'];

/** Which sidebar item a page belongs to; profile and settings (user menu) and notifications (navbar) mark none. */
export type DashboardSection = SidebarKey | 'profile' | 'settings' | 'notifications';
