import { decide, loginPath, needsOnboardingCheck } from './guard';

export interface RunGuardInput {
  /** `location.pathname`, with its locale prefix. */
  path: string;
  /** Reads the token store (a throwing storage counts as an unexpected error, rule 5). */
  hasToken: () => boolean;
  /** Loads the onboarding status when rule 4 needs it (e.g. `loadOnboardingStatus` from the stores). */
  loadOnboarding: () => Promise<{ isCompleted: boolean }>;
}

/**
 * The whole guard of SPEC §2 for one page load: rules 1–3 from the token alone, rule 4 after fetching the
 * onboarding status (a failed fetch is only logged), rule 5 (any unexpected error → the locale's /login).
 * Resolves to the path to go to, or null to stay.
 */
export async function runGuard({ path, hasToken, loadOnboarding }: RunGuardInput): Promise<string | null> {
  try {
    const token = hasToken();
    const early = decide({ path, hasToken: token });
    if (early !== null || !needsOnboardingCheck(path, token)) return early;
    let onboarding: { isCompleted: boolean } | undefined;
    try {
      onboarding = await loadOnboarding();
    } catch (err) {
      console.warn('Onboarding status check failed:', err instanceof Error ? err.message : err);
    }
    return decide({ path, hasToken: token, onboarding });
  } catch (err) {
    console.error('Route guard failed:', err);
    return loginPath(path);
  }
}
