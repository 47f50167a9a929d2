// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import trErrors from '@locales/tr/errors.json';
import trShell from '@locales/tr/shell.json';
import { EARLY_GLOBAL, EARLY_ONBOARDING_PATH, EARLY_SESSION_PATH, earlyRequestsCode } from '@/lib/api/early';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { completeOnboarding } from '@/server/test/onboarding';

// A frame-first shell (decision 095) against the real API: the page renders with the gate shut, the head script's
// early requests are taken instead of asked again, and a failed early answer falls back to the usual refresh.
let api: BrowserApi;
let navigations: string[] = [];
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  navigations = [];
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
});
afterEach(async () => (await import('@testing-library/react')).cleanup());

const signedIn = () =>
  signInOnPage(api, { lang: 'tr', check: false, prepare: (a) => completeOnboarding(api.ctx, a.access_token) });

/** Runs what the head script of /dashboard runs with the stored token, and waits for its two answers. */
async function headScript() {
  api.open('/dashboard');
  const code = earlyRequestsCode('/api', [EARLY_SESSION_PATH, EARLY_ONBOARDING_PATH], 't');
  new Function('t', code)(localStorage.getItem('access_token'));
  const early = (window as unknown as Record<string, { answers: Record<string, Promise<unknown>> }>)[EARLY_GLOBAL];
  await Promise.all(Object.values(early?.answers ?? {}));
}

async function openDashboard() {
  api.open('/dashboard');
  vi.resetModules();
  const testing = await import('@testing-library/react');
  (await import('@/lib/navigation')).setNavigator((url) => navigations.push(url));
  const { AppShell } = await import('./AppShell');
  const { useGateOpen } = await import('./gate');
  function Page() {
    return <main id="main">{useGateOpen() ? 'Özel içerik' : 'Çerçeve'}</main>;
  }
  testing.render(
    <AppShell locale="tr" messages={{ shell: trShell, errors: trErrors }} frameFirst>
      <Page />
    </AppShell>,
  );
  return testing;
}

test(
  'the frame renders at once with the gate shut; it opens after the check, taking the early answers',
  {
    timeout: 20_000,
  },
  async () => {
    await signedIn();
    await headScript();
    api.resetCalls();
    const { screen } = await openDashboard();
    expect(screen.getByText('Çerçeve')).toBeTruthy();
    await screen.findByText('Özel içerik');
    expect(navigations).toEqual([]);
    // Both answers came from the head script's requests: the island asked for neither again.
    expect(api.calls('/api/auth/session')).toBe(0);
    expect(api.calls('/api/onboarding/current-step')).toBe(0);
  },
);

test('a signed-out visitor stays on the shut frame and goes to login', async () => {
  const { screen, waitFor } = await openDashboard();
  await waitFor(() => expect(navigations).toEqual([`/login?next=${encodeURIComponent('/dashboard')}`]));
  expect(screen.getByText('Çerçeve')).toBeTruthy();
  expect(screen.queryByText('Özel içerik')).toBeNull();
});

test('an expired token: the early 401 is left to the client, which refreshes once and opens the gate', async () => {
  await signedIn();
  localStorage.setItem('access_token', 'expired.or.forged');
  await headScript();
  api.resetCalls();
  const { screen } = await openDashboard();
  await screen.findByText('Özel içerik');
  expect(api.calls('/api/auth/refresh')).toBe(1);
  expect(api.calls('/api/auth/session')).toBeGreaterThanOrEqual(1);
  expect(navigations).toEqual([]);
});

test('an early answer sent with a token replaced since is not taken', async () => {
  await signedIn();
  await headScript();
  const { takeEarlyAnswer } = await import('@/lib/api/early');
  localStorage.setItem('access_token', 'another');
  expect(takeEarlyAnswer(EARLY_SESSION_PATH)).toBeNull();
  // …and each answer is taken once only.
  expect(takeEarlyAnswer(EARLY_SESSION_PATH)).toBeNull();
});
