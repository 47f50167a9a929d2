import type { EducationInput, LanguagesInput, PersonalInfoInput, WorkExperienceInput } from '@/lib/schemas/onboarding';
import type { OnboardingStatus } from '@/lib/schemas/onboarding-status';
import type { TestContext } from './context';
import { form, pdfBytes } from './files';

/**
 * One plausible applicant's onboarding answers, shared by the API, store and end-to-end tests (the e2e fixtures
 * import them too, so nothing here may import vitest), and a way to finish the wizard through the API for tests
 * that start past the onboarding gate.
 */
const personal: PersonalInfoInput = {
  birthDate: '1994-05-17',
  gender: 'female',
  maritalStatus: 'single',
  phone: '+90 532 123 45 67',
};
const education: EducationInput = {
  education: [
    {
      school: 'İstanbul Teknik Üniversitesi',
      department: 'Makine Mühendisliği',
      startDate: '2012-09-01',
      endDate: '2016-06-30',
      stillStudying: false,
    },
  ],
};
const work: WorkExperienceInput = {
  workExperience: [
    {
      company: 'Arçelik',
      position: 'Tasarım Mühendisi',
      startDate: '2016-09-01',
      endDate: '',
      stillWorking: true,
      description: '',
    },
  ],
};
const languages: LanguagesInput = { languages: [{ language: 'de', level: 'B1', certificate: 'Goethe-Zertifikat B1' }] };
export const sample = { personal, education, work, languages };

/** Welcome, every form, a CV, then complete: the user passes the onboarding gate (SPEC §2 rule 4). */
export async function completeOnboarding(ctx: TestContext, token: string): Promise<OnboardingStatus> {
  const ok = async (res: Response) => {
    if (!res.ok) throw new Error(`onboarding: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: OnboardingStatus }).data;
  };
  const put = async (path: string, json?: unknown) =>
    ok(await ctx.api('PUT', `/api/onboarding/${path}`, { token, ...(json !== undefined && { json }) }));
  await put('welcome');
  await put('personal-info', sample.personal);
  await put('education', sample.education);
  await put('work-experience', sample.work);
  await put('languages', sample.languages);
  await ok(await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [pdfBytes(), 'cv.pdf'] }) }));
  return put('complete');
}
