import { expect, type APIRequestContext } from '@playwright/test';
import type { OnboardingStatus } from '../../../src/lib/schemas/onboarding-status';
import { pdfBytes } from '../../../src/server/test/files';

/**
 * Completes the onboarding wizard through its API (SPEC §7), as a user would step by step: welcome, personal
 * info, education, work experience, languages (German required), a CV, then complete. For tests whose user must
 * pass the onboarding gate to reach /dashboard. Returns the final status (isCompleted true).
 */
export async function completeOnboarding(request: APIRequestContext, accessToken: string): Promise<OnboardingStatus> {
  return advanceOnboarding(request, accessToken, 5);
}

/**
 * Saves the wizard's steps through the API up to `through`: 1 leaves the user on step 1 (welcome done), 2 on step 2,
 * … 4 on the documents step, 5 completes it. For tests that look at one step of the wizard.
 */
export async function advanceOnboarding(request: APIRequestContext, accessToken: string, through: 1 | 2 | 3 | 4 | 5): Promise<OnboardingStatus> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const put = async (path: string, data?: unknown) => {
    const response = await request.put(`/api/onboarding/${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: OnboardingStatus }).data;
  };

  let status = await put('welcome');
  if (through === 1) return status;
  status = await put('personal-info', { birthDate: '1994-05-17', gender: 'female', maritalStatus: 'single', phone: '+90 532 123 45 67' });
  if (through === 2) return status;
  await put('education', {
    education: [{ school: 'Orta Doğu Teknik Üniversitesi', department: 'Makine Mühendisliği', startDate: '2012-09-01', endDate: '2016-06-30', stillStudying: false }],
  });
  status = await put('work-experience', {
    workExperience: [{ company: 'Arçelik', position: 'Tasarım Mühendisi', startDate: '2016-09-01', endDate: '', stillWorking: true, description: '' }],
  });
  if (through === 3) return status;
  status = await put('languages', { languages: [{ language: 'de', level: 'B1', certificate: 'Goethe-Zertifikat B1' }] });
  if (through === 4) return status;

  const cv = await request.post('/api/onboarding/cv', {
    headers,
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(cv.ok(), `cv: ${await cv.text()}`).toBe(true);

  status = await put('complete');
  expect(status.isCompleted).toBe(true);
  return status;
}
