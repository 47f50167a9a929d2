import { apiData } from '@/lib/api/data';
import type { EducationInput, LanguagesInput, PersonalInfoInput, WorkExperienceInput } from '@/lib/schemas/onboarding';
import { loadOnboardingStatus, setOnboardingStatus, type OnboardingStatus } from './onboarding-status';
import { onboardingStatusSchema } from '@/lib/schemas/onboarding-status';

/** The calls behind the wizard's `saveStep` (SPEC §4): which endpoint each step saves to. */

/** 0 welcome · 1 personal info · 2 education and work · 3 languages · 4 documents. */
export type Step = 0 | 1 | 2 | 3 | 4;

/** What each step sends. */
export interface StepData {
  0: undefined;
  1: PersonalInfoInput;
  2: EducationInput & WorkExperienceInput;
  3: LanguagesInput;
  4: undefined;
}

/** PUT /onboarding/<path>; every answer is the whole status. */
export const put = (path: string, body?: unknown) =>
  apiData(`/onboarding/${path}`, onboardingStatusSchema, { method: 'PUT', ...(body === undefined ? {} : { body }) });

/**
 * Step 0 → welcome; 1 → personal info; 2 → education, then work experience (the status in between is kept, so a
 * failing second call leaves the first one saved and shown); 3 → languages; 4 → only reloads the status.
 */
export async function send<S extends Step>(step: S, data: StepData[S]): Promise<OnboardingStatus> {
  switch (step) {
    case 0:
      return put('welcome');
    case 1:
      return put('personal-info', data);
    case 2: {
      const { education, workExperience } = data as StepData[2];
      setOnboardingStatus(await put('education', { education }));
      return put('work-experience', { workExperience });
    }
    case 3:
      return put('languages', data);
    default:
      return loadOnboardingStatus(true);
  }
}
