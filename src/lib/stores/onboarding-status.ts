import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { hasAccessToken } from '@/lib/api/tokens';
import { type OnboardingStatus, onboardingStatusSchema } from '@/lib/schemas/onboarding-status';

export type { OnboardingStatus };

/** The signed-in user's onboarding status; null until loaded (and after logout). */
export const $onboardingStatus = atom<OnboardingStatus | null>(null);

let loading: Promise<OnboardingStatus> | null = null;

/**
 * Fetches the status unless it is already loaded (`force` fetches anyway). Concurrent callers share one request.
 * Rejects on failure (the guard only logs it, SPEC §2 rule 4).
 */
export function loadOnboardingStatus(force = false): Promise<OnboardingStatus> {
  const known = $onboardingStatus.get();
  if (known && !force) return Promise.resolve(known);
  // Signed out (e.g. a component reacting to logout's reset): asking would earn a 401 whose failed refresh sends
  // the user to /login, overriding wherever the app was going (home after account deletion).
  if (!hasAccessToken()) return Promise.reject(new Error('Not signed in: no onboarding status to load'));
  loading ??= apiData('/onboarding/current-step', onboardingStatusSchema)
    .then((status) => {
      $onboardingStatus.set(status);
      return status;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Stores a status returned by another onboarding call (every onboarding endpoint answers the status). */
export function setOnboardingStatus(status: OnboardingStatus): void {
  $onboardingStatus.set(status);
}

/** Forgets the status (login, register, logout: SPEC §4 "resets another store"). */
export function resetOnboarding(): void {
  $onboardingStatus.set(null);
}
