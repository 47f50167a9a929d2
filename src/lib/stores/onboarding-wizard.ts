import { map } from 'nanostores';
import { errorMessage, errorStatus, fieldErrors } from '../api/errors';
import type { EducationInput, WorkExperienceInput } from '../schemas/onboarding';
import { withLoading } from './loading';
import { $onboardingStatus, loadOnboardingStatus, resetOnboarding, setOnboardingStatus, type OnboardingStatus } from './onboarding-status';
import { clearDraft, clearDrafts, draftSteps } from './onboarding-wizard-drafts';
import { put, send, type Step, type StepData } from './onboarding-wizard-requests';
import { updateSessionUser } from './session';

/**
 * The onboarding wizard (SPEC §4 "Onboarding"): which step shows, saving a step, completing, and the error of the
 * last failed action. The status itself lives in $onboardingStatus (the guard reads it too).
 */

export type { Step, StepData };
export const LAST_STEP: Step = 4;

export interface WizardState {
  /** The step on screen. */
  step: Step;
  /** The status has been loaded once. */
  loaded: boolean;
  /** Localised message of the last failed action; null after a success. */
  error: string | null;
  /** Localised per-field messages of the last failure, keyed by path (`education.0.endDate`). */
  fieldErrors: Record<string, string>;
  /** The failure was not the user's input (network, server): the screen offers "retry". */
  retryable: boolean;
}

const initial: WizardState = { step: 0, loaded: false, error: null, fieldErrors: {}, retryable: false };
export const $wizard = map<WizardState>({ ...initial });

type Translate = (key: string) => string;
let translate: Translate = (key) => key;
let lastFailed: (() => Promise<boolean>) | null = null;

/** The island hands over its i18next `t`, so fallback messages are in the page's language. */
export function configureWizard(t: Translate): void {
  translate = t;
}

const toStep = (n: number): Step => Math.min(Math.max(Math.trunc(n), 0), LAST_STEP) as Step;

/** Runs an action; on failure records a localised message (and field errors) and resolves false. */
async function attempt(fallbackKey: string, action: () => Promise<void>): Promise<boolean> {
  try {
    await withLoading(action);
    $wizard.set({ ...$wizard.get(), error: null, fieldErrors: {}, retryable: false });
    lastFailed = null;
    return true;
  } catch (err) {
    const status = errorStatus(err);
    $wizard.set({
      ...$wizard.get(),
      error: errorMessage(err, translate, fallbackKey),
      fieldErrors: fieldErrors(err),
      retryable: status === undefined || status >= 500,
    });
    lastFailed = () => attempt(fallbackKey, action);
    return false;
  }
}

/**
 * Loads the status and shows the server's current step, or an earlier step still holding unsaved input of this
 * tab (so a reload brings the user back to what they were typing).
 */
export function loadWizard(): Promise<boolean> {
  return attempt('onboarding:errors.status', async () => {
    const status = await loadOnboardingStatus(true);
    $wizard.set({ ...$wizard.get(), loaded: true, step: toStep(Math.min(status.currentStep, ...draftSteps())) });
  });
}

/**
 * Saves a step (0 welcome, 1 personal info, 2 education then work experience, 3 languages, 4 reloads the status).
 * The server's currentStep comes back; the wizard moves on to it, one step at a time when an earlier step was
 * edited again. `stay` saves without moving ("save and continue later"). Resolves false on failure.
 */
export function saveStep<S extends Step>(step: S, data: StepData[S], options: { stay?: boolean } = {}): Promise<boolean> {
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
export function savePart(part: 'education' | 'workExperience', body: EducationInput | WorkExperienceInput): Promise<boolean> {
  return attempt('onboarding:errors.save', async () => {
    setOnboardingStatus(await put(part === 'education' ? 'education' : 'work-experience', body));
  });
}

/** PUT /onboarding/complete; afterwards the guard lets the user into /dashboard (isCompleted is true). */
export function complete(): Promise<boolean> {
  return attempt('onboarding:errors.complete', async () => {
    setOnboardingStatus(await put('complete'));
    updateSessionUser({ onboardingCompleted: true });
    clearDrafts();
  });
}

/** Shows another step (back, or forward to a step already reached). Clears the last error. */
export function goToStep(step: number): void {
  const reached = $onboardingStatus.get()?.currentStep ?? 0;
  $wizard.set({ ...$wizard.get(), step: toStep(Math.min(step, reached)), error: null, fieldErrors: {}, retryable: false });
}

/** Stores a status another onboarding call returned (uploads, deletes). */
export function applyStatus(status: OnboardingStatus): void {
  setOnboardingStatus(status);
}

/** Runs the last failed action again; false when there is none or it fails again. */
export function retry(): Promise<boolean> {
  return lastFailed ? lastFailed() : Promise.resolve(false);
}

/** Back to step 0 with no status, no error and no drafts (logout, another user). */
export function reset(): void {
  clearDrafts();
  resetOnboarding();
  lastFailed = null;
  $wizard.set({ ...initial });
}
