import { computed, map } from 'nanostores';
import { fieldErrors } from '@/lib/api/errors';
import type { MessageKey } from '@/lib/i18n/keys';
import type { EducationInput, WorkExperienceInput } from '@/lib/schemas/onboarding';
import { withLoading } from './loading';
import { $onboardingStatus, loadOnboardingStatus, resetOnboarding, setOnboardingStatus } from './onboarding-status';
import { clearDraft, clearDrafts, draftSteps } from './onboarding-wizard-drafts';
import { put, send, type Step, type StepData } from './onboarding-wizard-requests';
import { updateSessionUser } from './session';

/**
 * The onboarding wizard (SPEC §4 "Onboarding"): which step shows, saving a step, completing. The status itself
 * lives in $onboardingStatus (the guard reads it too). Like every action (docs/decisions/009), these reject with
 * the API error; the wizard also keeps the last failure, because its alert, its field messages and "retry" outlive
 * the call that failed.
 */

export type { Step, StepData };
export const LAST_STEP: Step = 4;

/** The last failed action: the API error as it came, and the SPEC §8 text to show when the server gave none. */
export interface WizardFailure {
  error: unknown;
  fallbackKey: MessageKey;
}

export interface WizardState {
  /** The step on screen. */
  step: Step;
  /** The status has been loaded once. */
  loaded: boolean;
  /** Null after a success. */
  failure: WizardFailure | null;
}

const initial: WizardState = { step: 0, loaded: false, failure: null };
export const $wizard = map<WizardState>({ ...initial });

/** The server's per-field messages of the last failure (already in the page's language), keyed by path. */
export const $wizardFieldErrors = computed($wizard, (wizard) =>
  wizard.failure ? fieldErrors(wizard.failure.error) : {},
);

let lastFailed: (() => Promise<void>) | null = null;

const toStep = (n: number): Step => Math.min(Math.max(Math.trunc(n), 0), LAST_STEP) as Step;

/** Runs an action under the loading overlay; records its failure (for the alert and "retry") and rethrows it. */
async function attempt(fallbackKey: MessageKey, action: () => Promise<void>): Promise<void> {
  try {
    await withLoading(action);
    $wizard.setKey('failure', null);
    lastFailed = null;
  } catch (error) {
    $wizard.setKey('failure', { error, fallbackKey });
    lastFailed = () => attempt(fallbackKey, action);
    throw error;
  }
}

/**
 * Loads the status and shows the server's current step, or an earlier step still holding unsaved input of this
 * tab (so a reload brings the user back to what they were typing).
 */
export function loadWizard(): Promise<void> {
  return attempt('onboarding:errors.status', async () => {
    const status = await loadOnboardingStatus(true);
    $wizard.set({ ...$wizard.get(), loaded: true, step: toStep(Math.min(status.currentStep, ...draftSteps())) });
  });
}

/**
 * Saves a step (0 welcome, 1 personal info, 2 education then work experience, 3 languages, 4 reloads the status).
 * The server's currentStep comes back; the wizard moves on to it, one step at a time when an earlier step was
 * edited again. `stay` saves without moving ("save and continue later").
 */
export function saveStep<S extends Step>(step: S, data: StepData[S], options: { stay?: boolean } = {}): Promise<void> {
  return attempt('onboarding:errors.save', async () => {
    const status = await send(step, data);
    setOnboardingStatus(status);
    clearDraft(step);
    if (!options.stay) $wizard.setKey('step', toStep(Math.min(status.currentStep, step + 1)));
  });
}

/**
 * "Save and continue later" on step 2 when only one of its lists is valid: saves that list alone and stays. The
 * step's draft is kept (it still holds the other list).
 */
export function savePart(
  part: 'education' | 'workExperience',
  body: EducationInput | WorkExperienceInput,
): Promise<void> {
  return attempt('onboarding:errors.save', async () => {
    setOnboardingStatus(await put(part === 'education' ? 'education' : 'work-experience', body));
  });
}

/** PUT /onboarding/complete; afterwards the guard lets the user into /dashboard (isCompleted is true). */
export function complete(): Promise<void> {
  return attempt('onboarding:errors.complete', async () => {
    setOnboardingStatus(await put('complete'));
    updateSessionUser({ onboardingCompleted: true });
    clearDrafts();
  });
}

/** Shows another step (back, or forward to a step already reached). Clears the last failure. */
export function goToStep(step: number): void {
  const reached = $onboardingStatus.get()?.currentStep ?? 0;
  $wizard.set({ ...$wizard.get(), step: toStep(Math.min(step, reached)), failure: null });
}

/** Runs the last failed action again; resolves at once when there is none. */
export function retry(): Promise<void> {
  return lastFailed ? lastFailed() : Promise.resolve();
}

/** Back to step 0 with no status, no failure and no drafts (logout, another user). */
export function reset(): void {
  clearDrafts();
  resetOnboarding();
  lastFailed = null;
  $wizard.set({ ...initial });
}
