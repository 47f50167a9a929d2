// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import deErrors from '@locales/de/errors.json';
import deShell from '@locales/de/shell.json';
import trErrors from '@locales/tr/errors.json';
import trShell from '@locales/tr/shell.json';
import type { Locale } from '@/lib/i18n/locales';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { completeOnboarding } from '@/server/test/onboarding';

// The shell against the real API on a real port: guard, session check, language switch.
let api: BrowserApi;
let navigations: string[] = [];
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  navigations = [];
  api.resetCalls();
});

/** A registered user (preferred language `lang`) whose tokens the browser holds; onboarding done unless said. */
// The shell checks the session itself: that check is what these tests watch.
const signedIn = (lang: Locale, { onboarded = true } = {}) =>
  signInOnPage(api, {
    lang,
    check: false,
    ...(onboarded && { prepare: (account) => completeOnboarding(api.ctx, account.access_token) }),
  });
afterEach(async () => (await import('@testing-library/react')).cleanup());

/** Opens `path` on a fresh module graph (stores and "once per load" state start anew) and mounts the shell. */
async function openPage(path: string) {
  api.open(path);
  vi.resetModules();
  const testing = await import('@testing-library/react');
  (await import('@/lib/navigation')).setNavigator((url) => navigations.push(url));
  const { AppShell } = await import('./AppShell');
  const locale: Locale = path.startsWith('/de') ? 'de' : 'tr';
  const messages = locale === 'de' ? { shell: deShell, errors: deErrors } : { shell: trShell, errors: trErrors };
  testing.render(
    <AppShell locale={locale} messages={messages}>
      <main id="main">Sayfa içeriği</main>
    </AppShell>,
  );
  return testing;
}

test('a protected page without token keeps the spinner and goes to the locale login, remembering the page', async () => {
  const { screen, waitFor } = await openPage('/de/dashboard?tab=1');
  await waitFor(() => expect(navigations).toEqual([`/de/login?next=${encodeURIComponent('/de/dashboard?tab=1')}`]));
  expect(screen.getByText('Ihre Sitzung wird geprüft...')).toBeTruthy();
  expect(screen.queryByText('Sayfa içeriği')).toBeNull();
});

test('unfinished onboarding sends a signed-in user to /onboarding (rule 4)', async () => {
  await signedIn('de', { onboarded: false });
  const { screen, waitFor } = await openPage('/de/dashboard/documents');
  await waitFor(() => expect(navigations).toEqual(['/de/onboarding']));
  expect(screen.queryByText('Sayfa içeriği')).toBeNull();
});

test('a signed-in user with finished onboarding sees the page after the check; toasts close by hand', async () => {
  await signedIn('tr');
  const { screen, act, fireEvent } = await openPage('/dashboard');
  expect(screen.getByText('Oturumunuz kontrol ediliyor...')).toBeTruthy();
  await screen.findByText('Sayfa içeriği');
  expect(navigations).toEqual([]);

  const { showToast } = await import('@/lib/stores/toasts');
  act(() => void showToast({ type: 'success', message: 'Bilgileriniz kaydedildi', timeout: 0 }));
  expect(screen.getByRole('status', { name: 'Bildirimler' }).textContent).toContain('Bilgileriniz kaydedildi');
  fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  expect(screen.queryByText('Bilgileriniz kaydedildi')).toBeNull();
});

test('the global overlay shows the localised loading text while a task runs', async () => {
  const { act, screen } = await openPage('/login');
  await screen.findByText('Sayfa içeriği');
  expect(api.calls('/api/auth/session')).toBe(0); // no token: no lookup
  const { withLoading } = await import('@/lib/stores/loading');
  let finish!: () => void;
  let task!: Promise<void>;
  act(() => void (task = withLoading(new Promise<void>((resolve) => (finish = resolve)))));
  expect(screen.getByText('Yükleniyor...')).toBeTruthy();
  await act(async () => {
    finish();
    await task;
  });
  expect(screen.queryByText('Yükleniyor...')).toBeNull();
});

test('a preferred language other than the page locale moves to the same route in it', async () => {
  await signedIn('de');
  const { waitFor } = await openPage('/dashboard/profile');
  await waitFor(() => expect(navigations).toEqual(['/de/dashboard/profile']));
});
