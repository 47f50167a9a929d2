// @vitest-environment happy-dom
import { beforeEach, expect, test, vi } from 'vitest';
import { setPageUrl } from '@/server/test/browser';

const navigations: string[] = [];
beforeEach(() => {
  navigations.length = 0;
  sessionStorage.clear();
});

/** A fresh module graph: "once per page load" state starts anew, navigations are recorded. */
async function freshPage(url: string) {
  setPageUrl(`http://127.0.0.1${url}`);
  vi.resetModules();
  (await import('@/lib/navigation')).setNavigator((to) => navigations.push(to));
  return { ...(await import('./locale')), ...(await import('./flash')) };
}

test('the preferred language switches the route to its locale once per load, keeping query and hash', async () => {
  const { switchToPreferredLocale } = await freshPage('/en/dashboard/profile?tab=security#pw');
  expect(switchToPreferredLocale('de')).toBe(true);
  expect(navigations).toEqual(['/de/dashboard/profile?tab=security#pw']);
  expect(switchToPreferredLocale('tr')).toBe(false);
  expect(navigations).toHaveLength(1);
});

test('no switch on auth pages or when the locale already matches', async () => {
  const { switchToPreferredLocale } = await freshPage('/de/login');
  expect(switchToPreferredLocale('en', '/de/login')).toBe(false);
  expect(switchToPreferredLocale('en', '/en/dashboard')).toBe(false);
  expect(navigations).toEqual([]);
});

test('after saving a new language the page follows with the "language changed" message; the same language stays', async () => {
  const { followPreferredLanguage, takeFlash } = await freshPage('/dashboard/settings#language');
  expect(followPreferredLanguage('tr')).toBe(false);
  expect(takeFlash()).toBeNull();
  expect(followPreferredLanguage('en')).toBe(true);
  expect(navigations).toEqual(['/en/dashboard/settings#language']);
  expect(takeFlash()).toBe('toast.languageChanged');
  expect(takeFlash()).toBeNull(); // shown once
});
