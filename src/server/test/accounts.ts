import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AuthResult } from '@/lib/schemas/auth';
import type { TestContext } from './context';

/** Test support for the auth and profile suites (not a test file: vitest only runs `*.test.ts`). */
export const PASSWORD = 'Guclu123';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export interface Account extends AuthResult {
  email: string;
  password: string;
}

/** Registers a fresh account through the API and returns its tokens. */
export async function register(
  ctx: TestContext,
  options: { email?: string; lang?: string; firstName?: string; headers?: Record<string, string> } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const res = await ctx.api('POST', '/api/auth/register', {
    json: { firstName: options.firstName ?? 'Ayşe', lastName: 'Yılmaz', email, password: PASSWORD, acceptTerms: true },
    ...(options.lang && { lang: options.lang }),
    ...(options.headers && { headers: options.headers }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  // The welcome mail goes out after the answer: in the outbox before the test goes on and counts mails.
  await ctx.deps.mailer.flush();
  const { data } = (await res.json()) as { data: AuthResult };
  return { email, password: PASSWORD, ...data };
}

export async function login(ctx: TestContext, email: string, password = PASSWORD, headers?: Record<string, string>) {
  return ctx.api('POST', '/api/auth/login', { json: { email, password }, ...(headers && { headers }) });
}

export async function refresh(ctx: TestContext, refreshToken: string) {
  return ctx.api('POST', '/api/auth/refresh', { json: { refresh_token: refreshToken } });
}

/** Moves the app's clock (tokens, limits, expiry) by `ms` from now on. */
export function travel(ctx: TestContext, ms: number) {
  const previous = ctx.deps.now;
  ctx.deps.now = () => new Date(previous().getTime() + ms);
}

/** Puts the app's clock at `at` (it runs on from there), for a date the calendar makes special: the 31st, DST. */
export function travelTo(ctx: TestContext, at: Date) {
  travel(ctx, at.getTime() - ctx.deps.now().getTime());
}

/** Reads a JSON answer once, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = async (res: Response): Promise<any> => res.json();
