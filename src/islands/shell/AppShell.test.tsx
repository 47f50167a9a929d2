// @vitest-environment happy-dom
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import deErrors from '../../../locales/de/errors.json';
import deShell from '../../../locales/de/shell.json';
import trErrors from '../../../locales/tr/errors.json';
import trShell from '../../../locales/tr/shell.json';
import { setPageUrl, startTestServer } from '../../lib/api/test-server';
import type { Locale } from '../../lib/i18n/locales';
import type { SessionUser } from '../../lib/schemas/profile';

const user: SessionUser = {
  id: 'u1', email: 'ayse@example.com', firstName: 'Ayşe', lastName: 'Yılmaz', preferredLanguage: 'tr', onboardingCompleted: true,
  emailVerified: true, pendingEmail: null, avatarUrl: null,
};
const server = { preferred: 'tr' as Locale, completed: true, sessionCalls: 0 };
const app = new Hono();
app.get('/api/auth/session', (c) => {
  server.sessionCalls += 1;
  return c.json({ success: true, data: { ...user, preferredLanguage: server.preferred } });
});
app.get('/api/onboarding/current-step', (c) => c.json({ success: true, data: { currentStep: 1, isCompleted: server.completed } }));

let origin = '';
let close: () => Promise<void>;
let navigations: string[] = [];
beforeAll(async () => {
  ({ origin, close } = await startTestServer(app));
});
afterAll(() => close());
beforeEach(() => {
  localStorage.clear();
  navigations = [];
  Object.assign(server, { preferred: 'tr', completed: true, sessionCalls: 0 });
});
afterEach(async () => (await import('@testing-library/react')).cleanup());

/** Opens `path` on a fresh module graph (stores and "once per load" state start anew) and mounts the shell. */
async function openPage(path: string) {
  setPageUrl(`${origin}${path}`);
  vi.resetModules();
  const testing = await import('@testing-library/react');
  (await import('../../lib/navigation')).setNavigator((url) => navigations.push(url));
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

test('a protected page without token keeps the spinner and goes to the locale login', async () => {
  const { screen, waitFor } = await openPage('/de/dashboard');
  await waitFor(() => expect(navigations).toEqual(['/de/login']));
  expect(screen.getByText('Ihre Sitzung wird geprüft...')).toBeTruthy();
  expect(screen.queryByText('Sayfa içeriği')).toBeNull();
});

test('unfinished onboarding sends a signed-in user to /onboarding (rule 4)', async () => {
  localStorage.setItem('access_token', 'a1');
  server.completed = false;
  server.preferred = 'de';
  const { screen, waitFor } = await openPage('/de/dashboard/documents');
  await waitFor(() => expect(navigations).toEqual(['/de/onboarding']));
  expect(screen.queryByText('Sayfa içeriği')).toBeNull();
});

test('a signed-in user with finished onboarding sees the page after the check; toasts close by hand', async () => {
  localStorage.setItem('access_token', 'a1');
  const { screen, act, fireEvent } = await openPage('/dashboard');
  expect(screen.getByText('Oturumunuz kontrol ediliyor...')).toBeTruthy();
  await screen.findByText('Sayfa içeriği');
  expect(navigations).toEqual([]);

  const { showToast } = await import('../../lib/stores/toasts');
  act(() => void showToast({ type: 'success', message: 'Bilgileriniz kaydedildi', timeout: 0 }));
  expect(screen.getByRole('status', { name: 'Bildirimler' }).textContent).toContain('Bilgileriniz kaydedildi');
  fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  expect(screen.queryByText('Bilgileriniz kaydedildi')).toBeNull();
});

test('the global overlay shows the localised loading text while a task runs', async () => {
  const { act, screen } = await openPage('/login');
  await screen.findByText('Sayfa içeriği');
  expect(server.sessionCalls).toBe(0); // no token: no lookup
  const { withLoading } = await import('../../lib/stores/loading');
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
  localStorage.setItem('access_token', 'a1');
  server.preferred = 'de';
  const { waitFor } = await openPage('/dashboard/profile');
  await waitFor(() => expect(navigations).toEqual(['/de/dashboard/profile']));
});
