import type { Locale } from '@/lib/i18n/locales';
import { isStaffRole } from '@/lib/schemas/roles';
import type { SessionUser } from '@/lib/schemas/auth';
import { setLanguage } from './profile';

/**
 * The console's language (decision 081). Staff read the console in the language of the login page they used: an
 * admin signing in on /en/login gets the English console, and that choice is saved as their preferredLanguage, so
 * the next page load (which follows preferredLanguage, SPEC §4) and our e-mails agree with it. Customers keep the
 * SPEC's rule: the saved language wins at login. The switch in the console's header and /staff/settings change it
 * the same way at any time.
 */

/**
 * The language a login leads into: the login page's for staff (saved when it differs from theirs), the saved one
 * for customers. A failed save only costs the staff member the language; the login itself stands.
 */
export async function languageAfterLogin(user: SessionUser, pageLocale: Locale): Promise<Locale> {
  if (!isStaffRole(user.role) || user.preferredLanguage === pageLocale) return user.preferredLanguage;
  try {
    await setLanguage(pageLocale);
    return pageLocale;
  } catch {
    return user.preferredLanguage;
  }
}
