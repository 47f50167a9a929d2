// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import trErrors from '@locales/tr/errors.json';
import trOnboardingApi from '@locales/tr/onboarding-api.json';
import trOnboarding from '@locales/tr/onboarding.json';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { htmlBytes, pdfBytes, pngBytes } from '@/server/test/files';
import { sample } from '@/server/test/onboarding';
import { errorMessage, isRetryable } from '@/lib/api/errors';
import { createIslandI18n } from '@/lib/i18n/island';
import { $onboardingStatus } from './onboarding-status';
import {
  $wizard,
  $wizardFieldErrors,
  complete,
  goToStep,
  loadWizard,
  reset,
  retry,
  saveStep,
} from './onboarding-wizard';
import { draftSteps, loadDraft, saveDraft } from './onboarding-wizard-drafts';
import { deleteDocument, uploadDocument } from './onboarding-wizard-documents';
import { register } from './session';

// The wizard store against the real API on a real port: routes, validation, database, uploads (XHR) and all.
let api: BrowserApi;
const i18n = createIslandI18n('tr', { onboarding: trOnboarding, errors: trErrors, 'onboarding-api': trOnboardingApi });
/** What the wizard's alert would say about its last failure. */
const alertText = () => {
  const failure = $wizard.get().failure;
  return failure && errorMessage(failure.error, i18n, failure.fallbackKey);
};

beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());

beforeEach(async () => {
  api.open('/onboarding');
  api.offline = false;
  localStorage.clear();
  sessionStorage.clear();
  reset();
  await register({
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: `wizard-${crypto.randomUUID()}@example.com`,
    password: 'Geheim123',
    acceptTerms: true,
  });
}, 30_000);

const { personal, languages } = sample;
const educationAndWork = { ...sample.education, ...sample.work };
const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);

test('every step saves to the server and the returned currentStep becomes the shown step; complete ends it', async () => {
  await loadWizard();
  expect($wizard.get()).toMatchObject({ step: 0, loaded: true, failure: null });
  await saveStep(0, undefined);
  expect($wizard.get().step).toBe(1);
  await saveStep(1, personal);
  expect($onboardingStatus.get()?.personalInfo).toEqual(personal);
  await saveStep(2, educationAndWork);
  expect($onboardingStatus.get()?.education).toHaveLength(1);
  expect($onboardingStatus.get()?.workExperience[0]).toMatchObject({
    company: 'Arçelik',
    endDate: null,
    stillWorking: true,
  });
  await saveStep(3, languages);
  expect($wizard.get().step).toBe(4);
  const progress: number[] = [];
  const cv = await uploadDocument('cv', file(pdfBytes(), 'cv.pdf'), { onProgress: (p) => progress.push(p) });
  expect($onboardingStatus.get()?.documents.cv).toEqual(cv);
  expect(progress.at(-1)).toBe(1);
  await saveStep(4, undefined); // step 4 only reloads the status
  expect($wizard.get().step).toBe(4);
  await complete();
  expect($onboardingStatus.get()?.isCompleted).toBe(true);
}, 30_000);

test('documents: a certificate with its language and a named document go up and can be deleted; refusals reject', async () => {
  await loadWizard();
  const certificate = await uploadDocument('languageCertificate', file(pngBytes(), 'goethe.png'), {
    fields: { language: 'de' },
  });
  const other = await uploadDocument('otherDocument', file(pdfBytes(), 'diploma.pdf'), { fields: { name: 'Diploma' } });
  expect($onboardingStatus.get()?.documents).toMatchObject({
    languageCertificates: [{ language: 'de' }],
    otherDocuments: [{ title: 'Diploma' }],
  });
  await deleteDocument('languageCertificate', certificate.id);
  await deleteDocument('otherDocument', other.id);
  expect($onboardingStatus.get()?.documents).toMatchObject({ languageCertificates: [], otherDocuments: [] });

  const disguised = await uploadDocument('cv', file(htmlBytes(), 'cv.pdf')).catch((e: unknown) => e);
  expect(errorMessage(disguised, i18n, 'onboarding:errors.cvUpload')).toBe(trOnboardingApi.cvInvalidType);
  const gone = await deleteDocument('otherDocument', other.id).catch((e: unknown) => e);
  expect(errorMessage(gone, i18n, 'onboarding:errors.documentDelete')).toBe(trErrors['common.notFound']);
}, 30_000);

test('a refused save rejects; the wizard keeps the failure with the server message and field messages; nothing moves', async () => {
  await loadWizard();
  await saveStep(0, undefined);
  await expect(saveStep(1, { ...personal, birthDate: '', phone: '12-3' })).rejects.toMatchObject({ status: 400 });
  expect($wizard.get().step).toBe(1);
  expect(alertText()).toBe('Lütfen işaretli alanları düzeltin.');
  expect(isRetryable($wizard.get().failure?.error)).toBe(false);
  expect($wizardFieldErrors.get()).toEqual({
    birthDate: 'Bu alan zorunludur.',
    phone: 'Telefon numarası en az 6 rakam içermelidir.',
  });
  await expect(complete()).rejects.toMatchObject({ status: 400 });
  expect(Object.keys($wizardFieldErrors.get()).sort()).toEqual(['cv', 'education', 'languages', 'personalInfo']);
  expect($wizardFieldErrors.get().cv).toBe('Özgeçmişinizi yükleyin.');
  await saveStep(1, personal);
  expect($wizard.get()).toMatchObject({ step: 2, failure: null });
  expect($wizardFieldErrors.get()).toEqual({});
}, 30_000);

test('a network failure is a generic, retryable failure; retry runs the same save again', async () => {
  await loadWizard();
  api.offline = true;
  await expect(saveStep(0, undefined)).rejects.toThrow();
  expect(alertText()).toBe(trErrors['common.network']);
  expect(isRetryable($wizard.get().failure?.error)).toBe(true);
  expect($wizard.get().step).toBe(0);
  api.offline = false;
  await retry();
  expect($wizard.get()).toMatchObject({ step: 1, failure: null });
  await retry(); // nothing left to retry: nothing happens
  expect($wizard.get().step).toBe(1);
}, 30_000);

test('after going back, saving moves one step on (not to the furthest step); forward is capped at the reached step', async () => {
  await loadWizard();
  await saveStep(0, undefined);
  await saveStep(1, personal);
  await saveStep(2, educationAndWork);
  goToStep(1);
  expect($wizard.get().step).toBe(1);
  await saveStep(1, { ...personal, phone: '+49 30 1234567' });
  expect($onboardingStatus.get()?.currentStep).toBe(3);
  expect($wizard.get().step).toBe(2);
  goToStep(4);
  expect($wizard.get().step).toBe(3);
  await saveStep(3, languages, { stay: true });
  expect($wizard.get().step).toBe(3);
  expect($onboardingStatus.get()?.currentStep).toBe(4);
}, 30_000);

test('unsaved input of an earlier step brings the wizard back to it; saving clears it; reset forgets everything', async () => {
  await loadWizard();
  await saveStep(0, undefined);
  await saveStep(1, personal);
  saveDraft(1, { ...personal, phone: '0532' });
  await loadWizard();
  expect($wizard.get().step).toBe(1);
  await saveStep(1, personal);
  expect(loadDraft(1)).toBeNull();
  await loadWizard();
  expect($wizard.get().step).toBe(2);

  saveDraft(2, educationAndWork);
  reset();
  expect($wizard.get()).toMatchObject({ step: 0, loaded: false, failure: null });
  expect($onboardingStatus.get()).toBeNull();
  expect(draftSteps()).toEqual([]);
}, 30_000);
