// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { refresh, register as registerAccount, PASSWORD } from '@/server/test/accounts';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { readOutbox } from '@/server/test/eml';
import { createUser, tokenFor } from '@/server/test/users';
import { errorCode, errorMessage, errorStatus } from '@/lib/api/errors';
import type { I18n } from '@/lib/i18n/keys';
import { setNavigator } from '@/lib/navigation';
import { LOADING_FLAG_DELAY_MS } from '@/lib/constants';
import { PAGE_NOTICE_SLOT, takeFromLastPage } from '@/lib/page-notice';
import { $onboardingStatus, loadOnboardingStatus } from './onboarding-status';
import { $profile, loadProfile } from './profile';
import {
  $session,
  checkSession,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  updateSessionUser,
} from './session';

// The store against the real API on a real port (no fakes): register, login, session, logout, password reset.
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  api.open('/dashboard');
  api.offline = false;
  api.failing.clear();
  api.resetCalls();
  localStorage.clear();
  $session.set({ user: null, loading: false, checked: false });
  $onboardingStatus.set(null);
});
afterEach(() => vi.useRealTimers());

const newUser = () => ({
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: `session-${crypto.randomUUID()}@example.com`,
  password: PASSWORD,
  acceptTerms: true as const,
});

test('without a token checkSession answers false at once; loading stays on LOADING_FLAG_DELAY_MS after', async () => {
  vi.useFakeTimers();
  $session.setKey('user', {
    id: crypto.randomUUID(),
    email: 'a@b.de',
    firstName: 'A',
    lastName: 'B',
    preferredLanguage: 'tr',
    onboardingCompleted: false,
    role: 'customer',
    emailVerified: false,
    pendingEmail: null,
    avatarUrl: null,
  });
  expect(await checkSession()).toBe(false);
  expect($session.get()).toEqual({ user: null, loading: true, checked: true });
  vi.advanceTimersByTime(LOADING_FLAG_DELAY_MS - 1);
  expect($session.get().loading).toBe(true);
  vi.advanceTimersByTime(1);
  expect($session.get().loading).toBe(false);
  expect(api.calls('/api/auth/session')).toBe(0);
});

test('register stores both tokens and the user; the preferred language is the page language', async () => {
  api.open('/de/register');
  const user = await register(newUser());
  expect(user).toMatchObject({ firstName: 'Ayşe', preferredLanguage: 'de', onboardingCompleted: false });
  expect(localStorage.getItem('access_token')).toBeTruthy();
  expect(localStorage.getItem('refresh_token')).toBeTruthy();
  expect($session.get()).toMatchObject({ user, checked: true });
});

test('login resets the onboarding store, then stores both tokens and the user', async () => {
  const account = await registerAccount(api.ctx);
  localStorage.setItem('access_token', account.access_token);
  await loadOnboardingStatus();
  expect($onboardingStatus.get()).not.toBeNull();
  localStorage.clear();
  const user = await login({ email: account.email, password: account.password });
  expect(user.id).toBe(account.user.id);
  expect(localStorage.getItem('refresh_token')).not.toBe(account.refresh_token); // a new family
  expect($session.get()).toMatchObject({ user, checked: true });
  expect($onboardingStatus.get()).toBeNull();
});

test('wrong credentials reject with the API error and store nothing', async () => {
  const account = await registerAccount(api.ctx);
  const err = await login({ email: account.email, password: 'Yanlis1234' }).catch((e: unknown) => e);
  expect(errorStatus(err)).toBe(401);
  expect(errorCode(err)).toBe('INVALID_CREDENTIALS');
  expect(localStorage.getItem('access_token')).toBeNull();
  expect($session.get().user).toBeNull();
});

test('checkSession loads the user with one request for concurrent callers, and clears it when the lookup fails', async () => {
  const account = await registerAccount(api.ctx);
  localStorage.setItem('access_token', account.access_token);
  const [first, second] = await Promise.all([checkSession(), checkSession()]);
  expect([first, second]).toEqual([true, true]);
  expect(api.calls('/api/auth/session')).toBe(1);
  expect($session.get()).toMatchObject({ user: account.user, checked: true });
  updateSessionUser({ preferredLanguage: 'de' });
  expect($session.get().user?.preferredLanguage).toBe('de');

  api.offline = true;
  expect(await checkSession()).toBe(false);
  expect($session.get().user).toBeNull();
  expect(localStorage.getItem('access_token')).toBe(account.access_token); // only the user is cleared (SPEC §4)
});

test('logout revokes the refresh token on the server and forgets tokens, user and onboarding status', async () => {
  const account = await signInOnPage(api);
  await loadOnboardingStatus();
  await logout();
  expect((await refresh(api.ctx, account.refresh_token)).status).toBe(401);
  expect(localStorage.length).toBe(0);
  expect($session.get().user).toBeNull();
  expect($onboardingStatus.get()).toBeNull();
  // The server's "you are logged out" waits for the next page (the landing shows it), once.
  expect(takeFromLastPage(PAGE_NOTICE_SLOT)).toBe('Oturumunuz kapatıldı.');
  expect(takeFromLastPage(PAGE_NOTICE_SLOT)).toBeNull();
});

test("the role of whoever signs in is kept beside the tokens for the next page's guard script, and goes with them", async () => {
  const advisor = await createUser(api.ctx, { role: 'advisor' });
  localStorage.setItem('access_token', await tokenFor(api.ctx, advisor.user.id));
  await checkSession();
  expect(localStorage.getItem('role')).toBe('advisor');
  const account = await registerAccount(api.ctx);
  await login({ email: account.email, password: account.password });
  expect(localStorage.getItem('role')).toBe('customer');
  await logout();
  expect(localStorage.getItem('role')).toBeNull();
  takeFromLastPage(PAGE_NOTICE_SLOT); // the server's "logged out", meant for the next page
});

test('logout without a server still signs out here', async () => {
  localStorage.setItem('access_token', 'a');
  localStorage.setItem('refresh_token', 'r');
  api.offline = true;
  await logout();
  expect(api.calls('/api/auth/logout')).toBe(1);
  expect(localStorage.length).toBe(0);
  expect(takeFromLastPage(PAGE_NOTICE_SLOT)).toBeNull();
});

test('the onboarding status is fetched once, shared by concurrent callers, refetched on force', async () => {
  const account = await registerAccount(api.ctx);
  localStorage.setItem('access_token', account.access_token);
  const [a, b] = await Promise.all([loadOnboardingStatus(), loadOnboardingStatus()]);
  expect(a).toBe(b);
  expect(await loadOnboardingStatus()).toBe(a);
  expect(api.calls('/api/onboarding/current-step')).toBe(1);
  await loadOnboardingStatus(true);
  expect(api.calls('/api/onboarding/current-step')).toBe(2);
});

test('without a token the onboarding status is not requested (no 401, no refresh, no redirect)', async () => {
  await expect(loadOnboardingStatus()).rejects.toThrow(/Not signed in/);
  expect(api.calls('/api/onboarding/current-step')).toBe(0);
});

test('a password reset: the mailed token sets a new password once; a dead token rejects with its code', async () => {
  const account = await registerAccount(api.ctx);
  const outbox = `${api.ctx.dataDir}/outbox`;
  const before = (await readOutbox(outbox, 0)).length;
  await requestPasswordReset({ email: account.email });
  await requestPasswordReset({ email: `nobody-${account.email}` }); // same answer, no mail
  const mails = await readOutbox(outbox, before + 1);
  const token = /token=([\w%.-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(mails.at(-1)?.to).toContain(account.email);
  await resetPassword({ token: decodeURIComponent(token ?? ''), password: 'Yeni56789' });
  await expect(login({ email: account.email, password: 'Yeni56789' })).resolves.toMatchObject({ id: account.user.id });
  const dead = await resetPassword({ token: decodeURIComponent(token ?? ''), password: 'Baska9999' }).catch(
    (e: unknown) => e,
  );
  expect(errorCode(dead)).toBe('INVALID_RESET_TOKEN');
});

/** A `t` that answers with the key it was asked for. */
const keys = { t: (key: string) => key } as unknown as I18n;

for (const failure of ['offline', 502, 503, 504] as const) {
  test(`a refresh that gets no answer (${failure}) keeps the session, words the failure as a connection problem and is tried again`, async () => {
    const navigations: string[] = [];
    const restore = setNavigator((url) => navigations.push(url));
    try {
      const account = await registerAccount(api.ctx);
      localStorage.setItem('access_token', 'expired.access.token');
      localStorage.setItem('refresh_token', account.refresh_token);
      api.failing.set('/api/auth/refresh', failure);
      const err = await loadProfile().catch((e: unknown) => e);
      expect(errorMessage(err, keys, 'profile:errors.load')).toBe('errors:common.network');
      expect($profile.get()).toEqual({ status: 'error', error: err });
      expect(localStorage.getItem('access_token')).toBe('expired.access.token');
      expect(localStorage.getItem('refresh_token')).toBe(account.refresh_token);
      expect(navigations).toEqual([]);

      api.failing.clear(); // the server is back: the next call refreshes and succeeds
      expect((await loadProfile()).email).toBe(account.email);
      expect(api.calls('/api/auth/refresh')).toBe(2);
      expect(localStorage.getItem('refresh_token')).not.toBe(account.refresh_token);
      expect(navigations).toEqual([]);
    } finally {
      restore();
    }
  });
}

test('a refresh the server refuses (unknown token) ends the session: tokens gone, off to the login page', async () => {
  const navigations: string[] = [];
  const restore = setNavigator((url) => navigations.push(url));
  try {
    api.open('/en/dashboard/profile');
    localStorage.setItem('access_token', 'expired.access.token');
    localStorage.setItem('refresh_token', 'not-a-refresh-token');
    localStorage.setItem('role', 'customer');
    const err = await loadProfile().catch((e: unknown) => e);
    expect(errorStatus(err)).toBe(401);
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    // The page it happened on comes back after the sign-in (decision 076).
    expect(navigations).toEqual(['/en/login?next=%2Fen%2Fdashboard%2Fprofile']);
  } finally {
    restore();
  }
});
