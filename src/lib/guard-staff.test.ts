import { expect, test } from 'vitest';
import { afterLogin, decide, needsOnboardingCheck, roleRedirect } from './guard';
import { LOCALES, localePath } from './i18n/locales';

const next = (path: string) => `?next=${encodeURIComponent(path)}`;

test.each(LOCALES)('the console (%s) needs a token and never the onboarding check', (locale) => {
  const cases = localePath(locale, '/staff/case');
  expect(decide({ path: `${cases}?id=1`, hasToken: false })).toBe(
    `${localePath(locale, '/login')}${next(`${cases}?id=1`)}`,
  );
  expect(decide({ path: cases, hasToken: true, onboarding: { isCompleted: false } })).toBeNull();
  expect(needsOnboardingCheck(cases, true)).toBe(false);
  expect(needsOnboardingCheck(localePath(locale, '/staffing'), true)).toBe(false);
});

test.each(LOCALES)('customers leave the console, staff leave the customer area (%s)', (locale) => {
  const at = (route: string) => localePath(locale, route);
  expect(roleRedirect(at('/staff'), 'customer')).toBe(at('/dashboard'));
  expect(roleRedirect(at('/staff/audit'), 'customer')).toBe(at('/dashboard'));
  expect(roleRedirect(at('/dashboard/documents'), 'customer')).toBeNull();
  for (const role of ['advisor', 'admin'] as const) {
    expect(roleRedirect(at('/dashboard'), role)).toBe(at('/staff'));
    expect(roleRedirect(at('/onboarding'), role)).toBe(at('/staff'));
    expect(roleRedirect(at('/staff/appointments'), role)).toBeNull();
    expect(roleRedirect(at('/faq'), role)).toBeNull();
  }
});

test('after login staff land on /staff (or the console page they were opening), customers never do', () => {
  expect(afterLogin('de', '', 'advisor')).toBe('/de/staff');
  expect(afterLogin('tr', next('/en/staff/case?id=9'), 'admin')).toBe('/staff/case?id=9');
  expect(afterLogin('en', next('/dashboard/documents'), 'advisor')).toBe('/en/staff');
  expect(afterLogin('en', next('/staff/audit'), 'customer')).toBe('/en/dashboard');
  expect(afterLogin('en', next('/dashboard/documents'))).toBe('/en/dashboard/documents');
});
