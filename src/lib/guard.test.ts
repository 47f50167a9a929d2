import { expect, test, vi } from 'vitest';
import { afterLogin, decide, isAuthRoute, routeOf } from './guard';
import { runGuard } from './guard-run';
import { LOCALES, localePath } from './i18n/locales';

const done = { isCompleted: true };
const pending = { isCompleted: false };
const at = (locale: (typeof LOCALES)[number], route: string) => localePath(locale, route);

test.each(LOCALES)('routeOf strips the %s prefix, trailing slash, query and hash', (locale) => {
  expect(routeOf(at(locale, '/'))).toBe('/');
  expect(routeOf(`${at(locale, '/dashboard/profile')}/?tab=1#x`)).toBe('/dashboard/profile');
  expect(routeOf(locale === 'tr' ? '' : `/${locale}`)).toBe('/');
});

test.each(LOCALES)('rule 1 (%s): payment result routes pass with or without token and onboarding', (locale) => {
  for (const route of ['/dashboard/payment/success', '/dashboard/payment/cancel/']) {
    expect(decide({ path: at(locale, route), hasToken: false })).toBeNull();
    expect(decide({ path: at(locale, route), hasToken: true, onboarding: pending })).toBeNull();
  }
});

test.each(LOCALES)(
  'rule 2 (%s): a protected route without token goes to the locale login, remembering it',
  (locale) => {
    for (const route of ['/dashboard', '/dashboard/', '/dashboard/packages/abc', '/onboarding', '/dashboard/payment']) {
      const path = at(locale, route);
      expect(decide({ path, hasToken: false })).toBe(`${at(locale, '/login')}?next=${encodeURIComponent(path)}`);
    }
    const withQuery = `${at(locale, '/dashboard/profile')}?tab=1#security`;
    expect(decide({ path: withQuery, hasToken: false })).toBe(
      `${at(locale, '/login')}?next=${encodeURIComponent(withQuery)}`,
    );
  },
);

test.each(LOCALES)(
  "rule 3 (%s): the landing page's package choice takes a signed-in user to the packages page",
  (locale) => {
    expect(decide({ path: `${at(locale, '/register')}?package=standard`, hasToken: true })).toBe(
      `${at(locale, '/dashboard/packages')}?package=STANDARD`,
    );
    expect(decide({ path: `${at(locale, '/register')}?package=../x`, hasToken: true })).toBe(at(locale, '/dashboard'));
    expect(decide({ path: `${at(locale, '/login')}?package=STANDARD`, hasToken: true })).toBe(at(locale, '/dashboard'));
    expect(decide({ path: `${at(locale, '/register')}?package=STANDARD`, hasToken: false })).toBeNull();
  },
);

test.each(LOCALES)(
  "after login (%s): back to the remembered page, in the user's language; else the dashboard",
  (locale) => {
    const next = (path: string) => `?next=${encodeURIComponent(path)}`;
    expect(afterLogin(locale, next('/en/dashboard/profile?tab=1#security'))).toBe(
      `${at(locale, '/dashboard/profile')}?tab=1#security`,
    );
    expect(afterLogin(locale, next('/de/onboarding'))).toBe(at(locale, '/onboarding'));
    expect(afterLogin(locale, '')).toBe(at(locale, '/dashboard'));
  },
);

test('after login: a `next` that could leave the site or is no protected page is ignored', () => {
  for (const bad of [
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example/dashboard',
    '/\t/evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard',
    '/login',
    '/faq',
    '/api/files/1',
    '/%2F%2Fevil.example',
  ])
    expect(afterLogin('en', `?next=${encodeURIComponent(bad)}`), bad).toBe('/en/dashboard');
});

test.each(LOCALES)('rule 3 (%s): a public route with token goes to the locale dashboard', (locale) => {
  for (const route of ['/', '/login', '/register/', '/forgot-password', '/reset-password']) {
    expect(decide({ path: at(locale, route), hasToken: true })).toBe(at(locale, '/dashboard'));
    expect(decide({ path: at(locale, route), hasToken: false })).toBeNull();
  }
});

test.each(LOCALES)('rule 4 (%s): unfinished onboarding sends a logged-in user to /onboarding', (locale) => {
  expect(decide({ path: at(locale, '/dashboard/documents'), hasToken: true, onboarding: pending })).toBe(
    at(locale, '/onboarding'),
  );
  expect(decide({ path: at(locale, '/dashboard'), hasToken: true, onboarding: done })).toBeNull();
  // Not on /onboarding itself, and not while the status is unknown (a failed fetch is only logged).
  expect(decide({ path: at(locale, '/onboarding'), hasToken: true, onboarding: pending })).toBeNull();
  expect(decide({ path: at(locale, '/dashboard'), hasToken: true })).toBeNull();
});

test.each(LOCALES)('unguarded pages (%s): FAQ, stories and unknown routes stay readable', (locale) => {
  for (const route of ['/faq', '/stories/ayse', '/dashboards', '/impressum']) {
    expect(decide({ path: at(locale, route), hasToken: false })).toBeNull();
    expect(decide({ path: at(locale, route), hasToken: true, onboarding: pending })).toBeNull();
  }
});

test.each(LOCALES)('runGuard (%s): rule 4 fetches the status only where it applies', async (locale) => {
  let fetches = 0;
  const loadOnboarding = async () => {
    fetches += 1;
    return pending;
  };
  expect(await runGuard({ path: at(locale, '/dashboard/profile'), hasToken: () => true, loadOnboarding })).toBe(
    at(locale, '/onboarding'),
  );
  expect(await runGuard({ path: at(locale, '/onboarding'), hasToken: () => true, loadOnboarding })).toBeNull();
  expect(await runGuard({ path: at(locale, '/login'), hasToken: () => true, loadOnboarding })).toBe(
    at(locale, '/dashboard'),
  );
  expect(
    await runGuard({ path: at(locale, '/dashboard/payment/success'), hasToken: () => true, loadOnboarding }),
  ).toBeNull();
  expect(fetches).toBe(1);
});

test.each(LOCALES)('runGuard (%s): a failed status fetch is only logged, no redirect', async (locale) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loadOnboarding = () => Promise.reject(new Error('503'));
  expect(await runGuard({ path: at(locale, '/dashboard'), hasToken: () => true, loadOnboarding })).toBeNull();
  expect(warn).toHaveBeenCalledWith('Onboarding status check failed:', '503');
  warn.mockRestore();
});

test.each(LOCALES)('rule 5 (%s): an unexpected guard error goes to the locale login', async (locale) => {
  const hasToken = () => {
    throw new Error('storage blocked');
  };
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const loadOnboarding = () => Promise.resolve(done);
  expect(await runGuard({ path: at(locale, '/login'), hasToken, loadOnboarding })).toBe(at(locale, '/login'));
  expect(await runGuard({ path: at(locale, '/dashboard'), hasToken, loadOnboarding })).toBe(
    `${at(locale, '/login')}?next=${encodeURIComponent(at(locale, '/dashboard'))}`,
  );
  expect(error).toHaveBeenCalledTimes(2);
  error.mockRestore();
});

test('auth routes are the account pages only', () => {
  expect(
    ['/login', '/en/register', '/de/forgot-password', '/reset-password/', '/en/verify-email'].every(isAuthRoute),
  ).toBe(true);
  expect(['/', '/en/dashboard', '/de/onboarding'].some(isAuthRoute)).toBe(false);
});

test.each(LOCALES)('/verify-email (%s) opens for anyone: no redirect with or without a token', (locale) => {
  expect(decide({ path: at(locale, '/verify-email'), hasToken: false })).toBeNull();
  expect(decide({ path: at(locale, '/verify-email'), hasToken: true, onboarding: pending })).toBeNull();
});
