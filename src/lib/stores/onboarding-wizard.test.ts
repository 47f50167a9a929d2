import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import trErrors from '../../../locales/tr/errors.json';
import trOnboardingApi from '../../../locales/tr/onboarding-api.json';
import trOnboarding from '../../../locales/tr/onboarding.json';
import { pdfBytes } from '../../server/test/files';
import { createTestContext, type TestContext } from '../../server/test/context';
import { startTestServer } from '../api/test-server';
import { createIslandI18n } from '../i18n/island';
import type { LanguagesInput } from '../schemas/onboarding';

/**
 * The real API (routes, validation, database) on a real port; the store talks to it as the browser would. Node
 * environment: under happy-dom the server code would be bundled for the browser. Only storage and location come
 * from happy-dom.
 */
const page = new Window({ url: 'http://127.0.0.1/onboarding' });
Object.assign(globalThis, { localStorage: page.localStorage, sessionStorage: page.sessionStorage, location: page.location });

let ctx: TestContext;
let close: () => Promise<void>;
let origin = '';
/** While true the server drops every connection: the client sees a network error. */
let unreachable = false;
// Imported once the server's address is known: the API client reads PUBLIC_API_URL when it is created.
let wizard: typeof import('./onboarding-wizard');
let drafts: typeof import('./onboarding-wizard-drafts');
let onboarding: typeof import('./onboarding-status');
let session: typeof import('./session');

beforeAll(async () => {
  ctx = await createTestContext();
  const outer = new Hono<{ Bindings: HttpBindings }>();
  outer.use('*', async (c, next) => {
    if (!unreachable) return next();
    c.env.incoming.socket.destroy();
    return new Response(null, { status: 599 });
  });
  outer.route('/', ctx.app);
  ({ origin, close } = await startTestServer(outer as unknown as Hono));
  vi.stubEnv('PUBLIC_API_URL', `${origin}/api`);
  [wizard, drafts, onboarding, session] = await Promise.all([
    import('./onboarding-wizard'),
    import('./onboarding-wizard-drafts'),
    import('./onboarding-status'),
    import('./session'),
  ]);
  (await import('../navigation')).setNavigator(() => undefined);
  const i18n = createIslandI18n('tr', { onboarding: trOnboarding, errors: trErrors, 'onboarding-api': trOnboardingApi });
  wizard.configureWizard((key) => i18n.t(key));
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await close();
  await ctx.close();
});

let n = 0;
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  wizard.reset();
  n += 1;
  await session.register({ firstName: 'Ayşe', lastName: 'Yılmaz', email: `wizard-${n}@example.com`, password: 'Geheim123', acceptTerms: true });
}, 30_000);

const personal = { birthDate: '1994-05-17', gender: 'female', maritalStatus: 'single', phone: '+90 532 123 45 67' } as const;
const educationAndWork = {
  education: [{ school: 'İTÜ', department: 'Makine', startDate: '2012-09-01', endDate: '2016-06-30', stillStudying: false }],
  workExperience: [{ company: 'Arçelik', position: 'Mühendis', startDate: '2016-08-01', endDate: '', stillWorking: true }],
};
const languages: LanguagesInput = { languages: [{ language: 'de', level: 'B1', certificate: 'Goethe B1' }] };

async function uploadCv() {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${origin}/api/onboarding/cv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
    body: form,
  });
  wizard.applyStatus((await res.json()).data.onboarding);
}

test('every step saves to the server and the returned currentStep becomes the shown step; complete ends it', async () => {
  expect(await wizard.loadWizard()).toBe(true);
  expect(wizard.$wizard.get()).toMatchObject({ step: 0, loaded: true, error: null });
  expect(await wizard.saveStep(0, undefined)).toBe(true);
  expect(wizard.$wizard.get().step).toBe(1);
  expect(await wizard.saveStep(1, personal)).toBe(true);
  expect(onboarding.$onboardingStatus.get()?.personalInfo).toEqual(personal);
  expect(await wizard.saveStep(2, educationAndWork)).toBe(true);
  expect(onboarding.$onboardingStatus.get()?.education).toHaveLength(1);
  expect(onboarding.$onboardingStatus.get()?.workExperience[0]).toMatchObject({ company: 'Arçelik', endDate: null, stillWorking: true });
  expect(await wizard.saveStep(3, languages)).toBe(true);
  expect(wizard.$wizard.get().step).toBe(4);
  await uploadCv();
  onboarding.$onboardingStatus.set({ ...onboarding.$onboardingStatus.get()!, documents: { cv: null, languageCertificates: [], otherDocuments: [] } });
  expect(await wizard.saveStep(4, undefined)).toBe(true); // step 4 only reloads the status
  expect(onboarding.$onboardingStatus.get()?.documents.cv?.name).toBe('cv.pdf');
  expect(wizard.$wizard.get().step).toBe(4);
  expect(await wizard.complete()).toBe(true);
  expect(onboarding.$onboardingStatus.get()?.isCompleted).toBe(true);
}, 30_000);

test('a refused save returns false with the server message and localised field errors; nothing moves', async () => {
  await wizard.loadWizard();
  await wizard.saveStep(0, undefined);
  expect(await wizard.saveStep(1, { ...personal, birthDate: '', phone: '12-3' })).toBe(false);
  expect(wizard.$wizard.get()).toMatchObject({
    step: 1,
    error: 'Lütfen işaretli alanları düzeltin.',
    retryable: false,
    fieldErrors: { birthDate: 'Bu alan zorunludur.', phone: 'Telefon numarası en az 6 rakam içermelidir.' },
  });
  expect(await wizard.complete()).toBe(false);
  expect(Object.keys(wizard.$wizard.get().fieldErrors).sort()).toEqual(['cv', 'education', 'languages', 'personalInfo']);
  expect(wizard.$wizard.get().fieldErrors.cv).toBe('Özgeçmişinizi yükleyin.');
  expect(await wizard.saveStep(1, personal)).toBe(true);
  expect(wizard.$wizard.get()).toMatchObject({ step: 2, error: null, fieldErrors: {} });
}, 30_000);

test('a network failure is a generic, retryable error; retry runs the same save again', async () => {
  await wizard.loadWizard();
  unreachable = true;
  expect(await wizard.saveStep(0, undefined)).toBe(false);
  expect(wizard.$wizard.get()).toMatchObject({ retryable: true, error: trErrors['common.network'], step: 0 });
  unreachable = false;
  expect(await wizard.retry()).toBe(true);
  expect(wizard.$wizard.get()).toMatchObject({ step: 1, error: null, retryable: false });
  expect(await wizard.retry()).toBe(false); // nothing left to retry
}, 30_000);

test('after going back, saving moves one step on (not to the furthest step); forward is capped at the reached step', async () => {
  await wizard.loadWizard();
  await wizard.saveStep(0, undefined);
  await wizard.saveStep(1, personal);
  await wizard.saveStep(2, educationAndWork);
  wizard.goToStep(1);
  expect(wizard.$wizard.get().step).toBe(1);
  expect(await wizard.saveStep(1, { ...personal, phone: '+49 30 1234567' })).toBe(true);
  expect(onboarding.$onboardingStatus.get()?.currentStep).toBe(3);
  expect(wizard.$wizard.get().step).toBe(2);
  wizard.goToStep(4);
  expect(wizard.$wizard.get().step).toBe(3);
  expect(await wizard.saveStep(3, languages, { stay: true })).toBe(true);
  expect(wizard.$wizard.get().step).toBe(3);
  expect(onboarding.$onboardingStatus.get()?.currentStep).toBe(4);
}, 30_000);

test('unsaved input of an earlier step brings the wizard back to it; saving clears it; reset forgets everything', async () => {
  await wizard.loadWizard();
  await wizard.saveStep(0, undefined);
  await wizard.saveStep(1, personal);
  drafts.saveDraft(1, { ...personal, phone: '0532' });
  expect(await wizard.loadWizard()).toBe(true);
  expect(wizard.$wizard.get().step).toBe(1);
  expect(await wizard.saveStep(1, personal)).toBe(true);
  expect(drafts.loadDraft(1)).toBeNull();
  expect(await wizard.loadWizard()).toBe(true);
  expect(wizard.$wizard.get().step).toBe(2);

  drafts.saveDraft(2, educationAndWork);
  wizard.reset();
  expect(wizard.$wizard.get()).toMatchObject({ step: 0, loaded: false, error: null });
  expect(onboarding.$onboardingStatus.get()).toBeNull();
  expect(drafts.loadDraft(2)).toBeNull();
}, 30_000);
