import type { ComponentType } from 'react';
import type { StaffRole } from '@/lib/schemas/staff';
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  GearIcon,
  ListIcon,
  ReturnIcon,
  ServerIcon,
  ShieldIcon,
  UsersIcon,
} from './icons';

/** The console's navigation, in order; labels are `staff:nav.<key>`; admins see every item, advisors those not marked admin. */
export const STAFF_NAV = [
  { key: 'cases', path: '/staff', Icon: ListIcon, admin: false },
  { key: 'inbox', path: '/staff/inbox', Icon: ChatIcon, admin: false },
  { key: 'appointments', path: '/staff/appointments', Icon: CalendarIcon, admin: false },
  { key: 'availability', path: '/staff/availability', Icon: ClockIcon, admin: false },
  { key: 'team', path: '/staff/team', Icon: UsersIcon, admin: true },
  { key: 'audit', path: '/staff/audit', Icon: ShieldIcon, admin: true },
  { key: 'withdrawals', path: '/staff/withdrawals', Icon: ReturnIcon, admin: true },
  { key: 'system', path: '/staff/system', Icon: ServerIcon, admin: true },
  { key: 'settings', path: '/staff/settings', Icon: GearIcon, admin: false },
] as const satisfies readonly {
  key: string;
  path: string;
  Icon: ComponentType<{ className?: string }>;
  admin: boolean;
}[];

export type StaffSection = (typeof STAFF_NAV)[number]['key'];

export const navFor = (role: StaffRole) => STAFF_NAV.filter((item) => !item.admin || role === 'admin');
