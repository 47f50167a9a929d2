import type { z } from 'zod';
import { apiData } from '@/lib/api/data';
import type { educationSchema, workExperienceSchema } from '@/lib/schemas/onboarding';
import { onboardingStatusSchema } from '@/lib/schemas/onboarding-status';
import { setOnboardingStatus } from './onboarding-status';

/**
 * The profile page's education and work lists (decision 076): saved through the wizard's own endpoints, which
 * replace a list as a whole under the same schema, and answered with the status the page shows.
 */

export async function saveEducation(input: z.input<typeof educationSchema>): Promise<void> {
  setOnboardingStatus(await apiData('/onboarding/education', onboardingStatusSchema, { method: 'PUT', body: input }));
}

export async function saveWorkExperience(input: z.input<typeof workExperienceSchema>): Promise<void> {
  setOnboardingStatus(
    await apiData('/onboarding/work-experience', onboardingStatusSchema, { method: 'PUT', body: input }),
  );
}
