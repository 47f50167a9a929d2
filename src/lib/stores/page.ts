import { hasAccessToken } from '@/lib/api/tokens';
import { decide, roleRedirect } from '@/lib/guard';
import { runGuard } from '@/lib/guard-run';
import { currentLocation, navigate } from '@/lib/navigation';
import { switchToPreferredLocale } from './locale';
import { loadOnboardingStatus } from './onboarding-status';
import { $session, checkSession } from './session';

/**
 * What AppShell runs once per app page load: the route guard (SPEC §2, when `guard`) and the session check in
 * parallel, so a 401 in both shares one token refresh; then, for a signed-in user, the preferred-language switch.
 * Resolves true when the page may show, false when it is navigating away (the spinner stays up).
 */
export async function enterPage(guard: boolean, here: string = currentLocation()): Promise<boolean> {
  const redirect = guard
    ? runGuard({ path: here, hasToken: hasAccessToken, loadOnboarding: () => loadOnboardingStatus() })
    : Promise.resolve(null);
  const [target, signedIn] = await Promise.all([redirect, checkSession()]);
  const user = $session.get().user;
  // Who is signed in outranks the onboarding rule (staff have none); then, if a failed token refresh during the
  // checks removed the tokens, the token rules once more.
  const byRole = guard && signedIn && user ? roleRedirect(here, user.role) : null;
  const next = byRole ?? target ?? (guard ? decide({ path: here, hasToken: hasAccessToken() }) : null);
  if (next !== null) {
    navigate(next);
    return false;
  }
  const pathname = here.split(/[?#]/)[0] ?? here;
  return !(signedIn && user && switchToPreferredLocale(user.preferredLanguage, pathname));
}
