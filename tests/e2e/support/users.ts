import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthResult, SessionUser, TokenPair } from '@/lib/schemas/auth';
import { strings } from './strings';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface RegisteredUser extends TestUser {
  tokens: TokenPair;
  session: SessionUser;
}

/** A new user's details: a unique address, a password meeting the rule, Turkish letters in the names. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: `e2e-${randomUUID().slice(0, 12)}@example.com`,
    password: 'Guclu1234',
    ...overrides,
  };
}

/** POST /api/auth/register; the Accept-Language becomes the user's preferred language. */
export async function registerViaApi(
  request: APIRequestContext,
  locale: Locale = 'tr',
  user = newUser(),
): Promise<RegisteredUser> {
  const response = await request.post('/api/auth/register', {
    data: { ...user, acceptTerms: true },
    headers: { 'Accept-Language': locale },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: AuthResult };
  return {
    ...user,
    tokens: { access_token: data.access_token, refresh_token: data.refresh_token },
    session: data.user,
  };
}

/**
 * Stores the tokens the way the app does (localStorage) without going through the login form. Done on a JSON
 * answer of the same origin, so no page (and no guard) runs while they are written.
 */
export async function storeTokens(page: Page, tokens: TokenPair): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((pair) => {
    localStorage.setItem('access_token', pair.access_token);
    localStorage.setItem('refresh_token', pair.refresh_token);
  }, tokens);
}

/** What the browser holds right now. */
export function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}

/** Fills the register form of the page in `locale` (names, e-mail, password, the terms box) and submits it. */
export async function fillRegister(page: Page, user: TestUser, locale: Locale = 'tr'): Promise<void> {
  const { auth } = strings(locale);
  await page.getByLabel(auth['fields.firstName'], { exact: true }).fill(user.firstName);
  await page.getByLabel(auth['fields.lastName'], { exact: true }).fill(user.lastName);
  await page.getByLabel(auth['fields.email'], { exact: true }).fill(user.email);
  await page.getByLabel(auth['fields.password'], { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: auth['register.submit'] }).click();
}
