import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { PASSWORD, uniqueEmail } from '../test/accounts';
import { createTestContext, type TestContext } from '../test/context';
import { describeError } from './log';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** What must never reach a log: e-mail addresses, argon2 hashes, JWTs, opaque tokens (see tests/e2e/support/log-scan.ts). */
const SECRETS = [/[\w.+-]+@[\w-]+\.[\w.]+/, /\$argon2/, /eyJ[\w-]+\.[\w-]+/, /Ayşe|Yılmaz/];

test('a database error is logged with its code and the request id, never the query parameters', async () => {
  // A broken schema makes the insert fail while its parameters hold an e-mail address and a password hash.
  await ctx.deps.db.execute(sql`alter table users rename column last_login_at to last_login_gone`);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const email = uniqueEmail();
    const res = await ctx.api('POST', '/api/auth/register', {
      json: { firstName: 'Ayşe', lastName: 'Yılmaz', email, password: PASSWORD, acceptTerms: true },
      lang: 'en',
    });
    expect(res.status).toBe(500);
    expect((await res.json()).error).toEqual({
      code: 'SERVER_ERROR',
      message: 'Server error, please try again later.',
    });
    const output = logged.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
    for (const secret of SECRETS) expect(output).not.toMatch(secret);
    const line = JSON.parse(output) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      event: 'request failed',
      requestId: res.headers.get('x-request-id'),
      method: 'POST',
      route: '/api/auth/register',
    });
    // The driver's SQLSTATE says what went wrong: 42703 undefined_column.
    expect(JSON.stringify(line['error'])).toContain('"code":"42703"');
  } finally {
    logged.mockRestore();
    await ctx.deps.db.execute(sql`alter table users rename column last_login_gone to last_login_at`);
  }
});

test('an error message never reaches the log, not even disguised as a stack frame', () => {
  const error = new Error(
    'Failed query: insert ...\nparams: ayse@example.com,$argon2id$v=19$x\n    at ayse@example.com',
  );
  const described = JSON.stringify(describeError(new Error('wrapped', { cause: error })));
  expect(described).not.toMatch(/example\.com|argon2/);
  // The stack is cut after the message (by its length), so only real frames remain.
  expect(describeError(error).frames[0]).toMatch(/^at .*log\.test\.ts/);
});
