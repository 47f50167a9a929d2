import deAccount from '@locales/de/account.json' with { type: 'json' };
import deAppointments from '@locales/de/appointments.json' with { type: 'json' };
import deAuth from '@locales/de/auth.json' with { type: 'json' };
import deCommon from '@locales/de/common.json' with { type: 'json' };
import deDashboard from '@locales/de/dashboard.json' with { type: 'json' };
import deErrors from '@locales/de/errors.json' with { type: 'json' };
import deNotifications from '@locales/de/notifications.json' with { type: 'json' };
import deOnboardingApi from '@locales/de/onboarding-api.json' with { type: 'json' };
import deProfile from '@locales/de/profile.json' with { type: 'json' };
import deShell from '@locales/de/shell.json' with { type: 'json' };
import enAccount from '@locales/en/account.json' with { type: 'json' };
import enAppointments from '@locales/en/appointments.json' with { type: 'json' };
import enAuth from '@locales/en/auth.json' with { type: 'json' };
import enCommon from '@locales/en/common.json' with { type: 'json' };
import enDashboard from '@locales/en/dashboard.json' with { type: 'json' };
import enErrors from '@locales/en/errors.json' with { type: 'json' };
import enNotifications from '@locales/en/notifications.json' with { type: 'json' };
import enOnboardingApi from '@locales/en/onboarding-api.json' with { type: 'json' };
import enProfile from '@locales/en/profile.json' with { type: 'json' };
import enShell from '@locales/en/shell.json' with { type: 'json' };
import trAccount from '@locales/tr/account.json' with { type: 'json' };
import trAppointments from '@locales/tr/appointments.json' with { type: 'json' };
import trAuth from '@locales/tr/auth.json' with { type: 'json' };
import trCommon from '@locales/tr/common.json' with { type: 'json' };
import trDashboard from '@locales/tr/dashboard.json' with { type: 'json' };
import trErrors from '@locales/tr/errors.json' with { type: 'json' };
import trNotifications from '@locales/tr/notifications.json' with { type: 'json' };
import trOnboardingApi from '@locales/tr/onboarding-api.json' with { type: 'json' };
import trProfile from '@locales/tr/profile.json' with { type: 'json' };
import trShell from '@locales/tr/shell.json' with { type: 'json' };
import type { Locale } from '@/lib/i18n/locales';

/**
 * The interface strings as users read them, straight from locales/ (so a reworded text does not break a test,
 * while a missing or wrong-language text does). `{{x}}` placeholders are filled with `fill`.
 */
const ALL = {
  tr: {
    account: trAccount,
    appointments: trAppointments,
    auth: trAuth,
    common: trCommon,
    dashboard: trDashboard,
    errors: trErrors,
    notifications: trNotifications,
    'onboarding-api': trOnboardingApi,
    profile: trProfile,
    shell: trShell,
  },
  en: {
    account: enAccount,
    appointments: enAppointments,
    auth: enAuth,
    common: enCommon,
    dashboard: enDashboard,
    errors: enErrors,
    notifications: enNotifications,
    'onboarding-api': enOnboardingApi,
    profile: enProfile,
    shell: enShell,
  },
  de: {
    account: deAccount,
    appointments: deAppointments,
    auth: deAuth,
    common: deCommon,
    dashboard: deDashboard,
    errors: deErrors,
    notifications: deNotifications,
    'onboarding-api': deOnboardingApi,
    profile: deProfile,
    shell: deShell,
  },
} satisfies Record<Locale, Record<string, Record<string, string>>>;

export type Strings = (typeof ALL)['tr'];

export const strings = (locale: Locale): Strings => ALL[locale];

export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(vars[name] ?? match));

/** Page paths in a locale, as the app writes them (`/en/login`, `/login`). */
export const pathIn = (locale: Locale, route: string) => (locale === 'tr' ? route : `/${locale}${route}`);
