import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { PASSWORD, uniqueEmail } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { describeError } from './describe-error';
import { createLogger, logError } from './logger';

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
  const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
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
    const output = logged.mock.calls.map((args) => String(args[0])).join('');
    for (const secret of SECRETS) expect(output).not.toMatch(secret);
    expect(output.endsWith('\n')).toBe(true);
    const line = JSON.parse(output) as Record<string, unknown>;
    expect(typeof line['time']).toBe('string');
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
  expect(describeError(error).frames[0]).toMatch(/^at .*logger\.test\.ts/);
});

test('fields named like secrets are redacted, however deep, and an error passed as a field is described', () => {
  const lines: string[] = [];
  const log = createLogger({ write: (line) => void lines.push(line) });
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig';
  log.error(
    {
      email: 'ayse@example.com',
      user: { email: 'ayse@example.com', passwordHash: '$argon2id$v=19$x', token: 'opaque-token-value' },
      headers: { authorization: `Bearer ${jwt}` },
      err: new Error('params: ayse@example.com'),
    },
    'something failed',
  );
  logError('mail failed', new Error('550 ayse@example.com'), { requestId: 'r-1' }, log);
  const output = lines.join('');
  for (const secret of [...SECRETS, /opaque-token-value/]) expect(output).not.toMatch(secret);
  const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(first).toMatchObject({ level: 'error', event: 'something failed', email: '[redacted]' });
  expect(first!['err']).toMatchObject({ chain: [{ name: 'Error' }] });
  expect(second).toMatchObject({ level: 'error', event: 'mail failed', requestId: 'r-1' });
});
