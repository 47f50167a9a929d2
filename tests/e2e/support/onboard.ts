import { expect, type APIRequestContext } from '@playwright/test';
import type { OnboardingStatus } from '../../../src/lib/schemas/onboarding-status';
import { pdfBytes } from '../../../src/server/test/files';

/**
 * Completes the onboarding wizard through its API (SPEC §7), as a user would step by step: welcome, personal
 * info, education, work experience, languages (German required), a CV, then complete. For tests whose user must
 * pass the onboarding gate to reach /dashboard. Returns the final status (isCompleted true).
 */
export async function completeOnboarding(request: APIRequestContext, accessToken: string): Promise<OnboardingStatus> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const put = async (path: string, data?: unknown) => {
    const response = await request.put(`/api/onboarding/${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: OnboardingStatus }).data;
  };

  await put('welcome');
  await put('personal-info', { birthDate: '1994-05-17', gender: 'female', maritalStatus: 'single', phone: '+90 532 123 45 67' });
  await put('education', {
    education: [{ school: 'Orta Doğu Teknik Üniversitesi', department: 'Makine Mühendisliği', startDate: '2012-09-01', endDate: '2016-06-30', stillStudying: false }],
  });
  await put('work-experience', {
    workExperience: [{ company: 'Arçelik', position: 'Tasarım Mühendisi', startDate: '2016-09-01', endDate: '', stillWorking: true, description: '' }],
  });
  await put('languages', { languages: [{ language: 'de', level: 'B1', certificate: 'Goethe-Zertifikat B1' }] });

  const cv = await request.post('/api/onboarding/cv', {
    headers,
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(cv.ok(), `cv: ${await cv.text()}`).toBe(true);

  const status = await put('complete');
  expect(status.isCompleted).toBe(true);
  return status;
}
