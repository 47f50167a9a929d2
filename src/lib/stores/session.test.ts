// @vitest-environment happy-dom
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { setPageUrl, startTestServer } from '../api/test-server';
import { LOADING_FLAG_DELAY_MS } from '../constants';
import { takeNotice } from '../page-notice';
import type { SessionUser } from '../schemas/profile';
import { $onboardingStatus, loadOnboardingStatus, type OnboardingStatus } from './onboarding-status';
import { $session, checkSession, login, logout, register, updateSessionUser } from './session';

const user: SessionUser = {
  id: 'u1', email: 'ayse@example.com', firstName: 'Ayşe', lastName: 'Yılmaz', preferredLanguage: 'tr', onboardingCompleted: false,
  emailVerified: true, pendingEmail: null, avatarUrl: null,
};
const status = (currentStep: number): OnboardingStatus => ({
  currentStep, isCompleted: false, personalInfo: { birthDate: null, gender: null, maritalStatus: null, phone: null },
  education: [], workExperience: [], languages: [], documents: { cv: null, languageCertificates: [], otherDocuments: [] },
});
const server = { sessionFails: false, logoutFails: false, logoutBodies: [] as unknown[], statusCalls: 0 };

const app = new Hono();
const tokens = { access_token: 'a1', refresh_token: 'r1', user };
app.post('/api/auth/login', async (c) => {
  const body = await c.req.json<{ password: string }>();
  return body.password === 'Geheim123'
    ? c.json({ success: true, data: tokens })
    : c.json({ success: false, message: 'x', error: { code: 'INVALID_CREDENTIALS', message: 'E-posta veya şifre hatalı' } }, 401);
});
app.post('/api/auth/register', (c) => c.json({ success: true, data: { ...tokens, access_token: 'a2' } }, 201));
app.post('/api/auth/logout', async (c) => {
  server.logoutBodies.push(await c.req.json());
  return server.logoutFails ? c.json({ success: false }, 500) : c.json({ success: true, data: { message: 'Çıkış yaptınız.' } });
});
app.get('/api/auth/session', (c) =>
  server.sessionFails || c.req.header('authorization') !== 'Bearer a1'
    ? c.json({ success: false, message: 'Server', error: { code: 'X', message: 'down' } }, 503)
    : c.json({ success: true, data: user }),
);
app.get('/api/onboarding/current-step', (c) => {
  server.statusCalls += 1;
  return c.json({ success: true, data: status(server.statusCalls) });
});

let origin = '';
let close: () => Promise<void>;
const navigations: string[] = [];
beforeAll(async () => {
  ({ origin, close } = await startTestServer(app));
});
afterAll(() => close());
beforeEach(() => {
  setPageUrl(`${origin}/dashboard`);
  localStorage.clear();
  Object.assign(server, { sessionFails: false, logoutFails: false, logoutBodies: [], statusCalls: 0 });
  $session.set({ user: null, loading: false, checked: false });
  $onboardingStatus.set(null);
  navigations.length = 0;
});
afterEach(() => vi.useRealTimers());

test('without a token checkSession answers false at once; loading stays on LOADING_FLAG_DELAY_MS after', async () => {
  vi.useFakeTimers();
  $session.setKey('user', user);
  expect(await checkSession()).toBe(false);
  expect($session.get()).toEqual({ user: null, loading: true, checked: true });
  vi.advanceTimersByTime(LOADING_FLAG_DELAY_MS - 1);
  expect($session.get().loading).toBe(true);
  vi.advanceTimersByTime(1);
  expect($session.get().loading).toBe(false);
});

test('login resets the onboarding store, then stores both tokens and the user', async () => {
  $onboardingStatus.set(status(3));
  expect(await login({ email: 'ayse@example.com', password: 'Geheim123' })).toEqual(user);
  expect(localStorage.getItem('access_token')).toBe('a1');
  expect(localStorage.getItem('refresh_token')).toBe('r1');
  expect($session.get()).toMatchObject({ user, checked: true });
  expect($onboardingStatus.get()).toBeNull();
});

test('wrong credentials reject with the server error and store nothing', async () => {
  await expect(login({ email: 'ayse@example.com', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
  expect(localStorage.getItem('access_token')).toBeNull();
  expect($session.get().user).toBeNull();
});

test('register stores the tokens it receives', async () => {
  await register({ firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', password: 'Geheim123', acceptTerms: true });
  expect(localStorage.getItem('access_token')).toBe('a2');
  expect($session.get().user?.firstName).toBe('Ayşe');
});

test('checkSession loads the user with a token and clears it when the lookup fails', async () => {
  localStorage.setItem('access_token', 'a1');
  const [first, second] = await Promise.all([checkSession(), checkSession()]);
  expect([first, second]).toEqual([true, true]);
  expect($session.get()).toMatchObject({ user, checked: true });
  updateSessionUser({ preferredLanguage: 'de' });
  expect($session.get().user?.preferredLanguage).toBe('de');

  server.sessionFails = true;
  expect(await checkSession()).toBe(false);
  expect($session.get().user).toBeNull();
  expect(localStorage.getItem('access_token')).toBe('a1'); // only the user is cleared (SPEC §4)
});

test('logout ignores a server error and still forgets tokens, user and onboarding status', async () => {
  localStorage.setItem('access_token', 'a1');
  localStorage.setItem('refresh_token', 'r1');
  $session.setKey('user', user);
  $onboardingStatus.set(status(2));
  server.logoutFails = true;
  await logout();
  expect(server.logoutBodies).toEqual([{ refresh_token: 'r1' }]);
  expect(localStorage.length).toBe(0);
  expect($session.get().user).toBeNull();
  expect($onboardingStatus.get()).toBeNull();
  expect(takeNotice()).toBeNull();
});

test('logout leaves the server\'s "you are logged out" for the next page, once', async () => {
  localStorage.setItem('access_token', 'a1');
  localStorage.setItem('refresh_token', 'r1');
  await logout();
  expect(takeNotice()).toBe('Çıkış yaptınız.');
  expect(takeNotice()).toBeNull();
});

test('the onboarding status is fetched once, shared by concurrent callers, refetched on force', async () => {
  localStorage.setItem('access_token', 'a1');
  const [a, b] = await Promise.all([loadOnboardingStatus(), loadOnboardingStatus()]);
  expect(a).toBe(b);
  expect(await loadOnboardingStatus()).toBe(a);
  expect(server.statusCalls).toBe(1);
  expect((await loadOnboardingStatus(true)).currentStep).toBe(2);
  expect($onboardingStatus.get()?.currentStep).toBe(2);
});

test('without a token the onboarding status is not requested (no 401, no refresh, no redirect)', async () => {
  await expect(loadOnboardingStatus()).rejects.toThrow(/Not signed in/);
  expect(server.statusCalls).toBe(0);
});

/** A fresh module graph: "once per page load" state starts anew, navigations are recorded. */
async function freshSession() {
  vi.resetModules();
  const nav = await import('../navigation');
  nav.setNavigator((url) => navigations.push(url));
  return import('./session');
}

test('the preferred language switches the route to its locale once per load, keeping query and hash', async () => {
  setPageUrl(`${origin}/en/dashboard/profile?tab=security#pw`);
  const { switchToPreferredLocale } = await freshSession();
  expect(switchToPreferredLocale({ ...user, preferredLanguage: 'de' })).toBe(true);
  expect(navigations).toEqual(['/de/dashboard/profile?tab=security#pw']);
  expect(switchToPreferredLocale({ ...user, preferredLanguage: 'tr' })).toBe(false);
  expect(navigations).toHaveLength(1);
});

test('no language switch on auth pages or when the locale already matches', async () => {
  const { switchToPreferredLocale } = await freshSession();
  expect(switchToPreferredLocale({ ...user, preferredLanguage: 'en' }, '/de/login')).toBe(false);
  expect(switchToPreferredLocale({ ...user, preferredLanguage: 'en' }, '/en/dashboard')).toBe(false);
  expect(navigations).toEqual([]);
});
