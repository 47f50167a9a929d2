import { expect, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { onboardingApi } from '../fixtures/onboarding';
import type { TokenPair } from '@/lib/schemas/auth';
import { ADMIN } from './admin';
import { resetLinkFor } from './outbox';
import { newUser, registerViaApi, type RegisteredUser } from './users';

/** A customer's case set up through the API as the customer would make it, for the staff journeys. */

type Json = Record<string, unknown>;

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

export const adminToken = (request: APIRequestContext) => apiLogin(request, ADMIN.email, ADMIN.password);

async function call<T = Json>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data !== undefined && { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A staff member invited by the admin in `locale` (their preferred language), password set from the mail, signed in. */
export async function staffAccount(request: APIRequestContext, role: 'advisor' | 'admin', locale: Locale) {
  const person = newUser({ firstName: 'Deniz', lastName: 'Kaya' });
  const invited = await call<{ user: { id: string } }>(request, 'POST', '/staff/users', await adminToken(request), {
    ...person,
    role,
    preferredLanguage: locale,
  });
  const link = new URL(await resetLinkFor(person.email), 'http://site.invalid');
  const set = await request.post('/api/auth/reset-password', {
    data: { token: link.searchParams.get('token'), password: person.password },
  });
  expect(set.status(), await set.text()).toBe(200);
  const res = await request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  const tokens = ((await res.json()) as { data: TokenPair }).data;
  return {
    ...person,
    id: invited.user.id,
    tokens: { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
  };
}

/** GET as `token`: the customer's own view of their case. */
export const customerView = <T = Json>(request: APIRequestContext, path: string, token: string) =>
  call<T>(request, 'GET', path, token);

/**
 * A customer who completed onboarding (with a CV waiting for review), bought the Document Check package, is assigned
 * to `advisorId` (by the admin) and booked an online consultation with that advisor.
 */
export async function customerCase(
  request: APIRequestContext,
  advisorId: string,
  locale: Locale = 'tr',
): Promise<RegisteredUser> {
  const customer = await registerViaApi(request, locale);
  const token = customer.tokens.access_token;
  await onboardingApi(request, token).reach(5);
  await call(request, 'PATCH', `/staff/cases/${customer.session.id}`, await adminToken(request), { advisorId });

  const session = await call<{ id: string }>(request, 'POST', '/checkout-sessions', token, {
    packageId: 'DOCUMENT_CHECK',
  });
  const paid = await request.post(`/checkout/test/${session.id}`, {
    form: { cardNumber: '4242 4242 4242 4242' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = await customerView<{ slots: { start: string; advisorId: string }[] }>(
    request,
    `/appointments/slots?from=${from}&to=${to}&type=consultation`,
    token,
  );
  const slot = slots.find((s) => s.advisorId === advisorId);
  expect(slot, 'a free slot with the advisor').toBeTruthy();
  await call(request, 'POST', '/appointments', token, {
    type: 'consultation',
    start: slot!.start,
    meetingType: 'online',
    notes: 'Denklik başvurusu',
  });
  return customer;
}
