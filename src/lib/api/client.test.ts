// @vitest-environment happy-dom
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { afterLogin } from '@/lib/guard';
import { setNavigator } from '@/lib/navigation';
import { createApiClient } from './client';
import type { I18n } from '@/lib/i18n/keys';
import { errorCode, errorMessage, errorStatus, fieldErrors } from './errors';
import { setPageUrl, startTestServer } from '@/server/test/browser';

// A real HTTP server on a random port: the access token it accepts changes on every refresh, like the real API.
const state = {
  access: '',
  refresh: '',
  refreshCalls: 0,
  staleHits: 0,
  alwaysHits: 0,
  refreshAnswer: 'rotate' as 'rotate' | 'empty',
};
/** When set, /auth/refresh answers only after this many requests have failed with the old token. */
let holdRefreshUntil = 0;
let staleReached: () => void = () => undefined;
let allStale = Promise.resolve();
/** A `t` that shows which key it was asked for. */
const keys = (wrap = (key: string) => key) => ({ t: wrap }) as unknown as I18n;
const unauthorized = {
  success: false,
  message: 'Unauthorized',
  error: { code: 'UNAUTHORIZED', message: 'Session expired' },
};

const app = new Hono();
app.get('/api/protected/:n', (c) => {
  if (c.req.header('authorization') !== `Bearer ${state.access}`) {
    state.staleHits += 1;
    if (state.staleHits === holdRefreshUntil) staleReached();
    return c.json(unauthorized, 401);
  }
  return c.json({ success: true, data: { n: Number(c.req.param('n')), lang: c.req.header('accept-language') } });
});
app.get('/api/always-401', (c) => {
  state.alwaysHits += 1;
  return c.json(unauthorized, 401);
});
app.post('/api/auth/refresh', async (c) => {
  state.refreshCalls += 1;
  const { refresh_token } = await c.req.json<{ refresh_token: string }>();
  // Hold the answer until all ten stale requests have failed, so they really wait for this one refresh.
  await allStale;
  if (refresh_token !== state.refresh) {
    return c.json(
      { success: false, message: 'Invalid', error: { code: 'INVALID_REFRESH_TOKEN', message: 'Invalid' } },
      401,
    );
  }
  if (state.refreshAnswer === 'empty') return c.json({ success: true, data: {} });
  state.access = `access-${state.refreshCalls + 1}`;
  state.refresh = `refresh-${state.refreshCalls + 1}`;
  return c.json({ success: true, data: { access_token: state.access, refresh_token: state.refresh } });
});
app.post('/api/auth/login', (c) =>
  c.json(
    {
      success: false,
      message: 'Bad login',
      error: { code: 'INVALID_CREDENTIALS', message: 'E-posta veya şifre hatalı' },
    },
    401,
  ),
);
app.post('/api/auth/register', (c) =>
  c.json(
    {
      success: false,
      message: 'Check',
      error: { code: 'EMAIL_TAKEN', message: 'Taken', fields: { email: 'Already registered' } },
    },
    409,
  ),
);

let server: Awaited<ReturnType<typeof startTestServer>>;
let navigations: string[] = [];
let restoreNavigator: () => void;

beforeAll(async () => {
  server = await startTestServer(app);
  restoreNavigator = setNavigator((url) => navigations.push(url));
});
afterAll(async () => {
  restoreNavigator();
  await server.close();
});
beforeEach(() => {
  setPageUrl(`${server.origin}/en/dashboard/documents`);
  Object.assign(state, {
    access: 'access-1',
    refresh: 'refresh-1',
    refreshCalls: 0,
    staleHits: 0,
    alwaysHits: 0,
    refreshAnswer: 'rotate',
  });
  holdRefreshUntil = 0;
  allStale = Promise.resolve();
  navigations = [];
  localStorage.clear();
});

function holdRefreshUntilStaleHits(count: number) {
  holdRefreshUntil = count;
  allStale = new Promise<void>((resolve) => (staleReached = resolve));
}

/** The server moved on to a token the browser does not have yet (its access token expired). */
function expireStoredToken() {
  localStorage.setItem('access_token', 'access-0');
  localStorage.setItem('refresh_token', 'refresh-1');
}

test('10 concurrent 401s share exactly one refresh and all succeed with the new token', async () => {
  expireStoredToken();
  holdRefreshUntilStaleHits(10);
  const api = createApiClient();
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, n) => api<{ data: { n: number; lang: string } }>(`/protected/${n}`)),
  );
  expect(state.refreshCalls).toBe(1);
  expect(state.staleHits).toBe(10);
  expect(answers.map((a) => a.data.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(answers.every((a) => a.data.lang === 'en')).toBe(true);
  expect(localStorage.getItem('access_token')).toBe('access-2');
  expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  expect(navigations).toEqual([]);
});

test('a failed refresh clears both tokens and sends the user to the locale login page, remembering the page', async () => {
  expireStoredToken();
  localStorage.setItem('refresh_token', 'revoked');
  holdRefreshUntilStaleHits(10);
  const api = createApiClient();
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => api(`/protected/${n}`)));
  expect(state.refreshCalls).toBe(1);
  expect(results.every((r) => r.status === 'rejected' && errorStatus(r.reason) === 401)).toBe(true);
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(localStorage.getItem('refresh_token')).toBeNull();
  expect(navigations).toEqual(['/en/login?next=%2Fen%2Fdashboard%2Fdocuments']);
});

test('without a refresh token nothing is sent to /auth/refresh and the session ends', async () => {
  setPageUrl(`${server.origin}/dashboard`);
  localStorage.setItem('access_token', 'access-0');
  await expect(createApiClient()('/protected/1')).rejects.toMatchObject({ status: 401 });
  expect(state.refreshCalls).toBe(0);
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(navigations).toEqual(['/login?next=%2Fdashboard']);
});

test('a payment result whose session ended comes back after the sign-in, and only a same-site path does', async () => {
  setPageUrl(`${server.origin}/en/dashboard/payment/success?session_id=cs_test_1`);
  localStorage.setItem('access_token', 'access-0');
  await expect(createApiClient()('/protected/1')).rejects.toMatchObject({ status: 401 });
  const [login] = navigations;
  expect(login).toBe('/en/login?next=%2Fen%2Fdashboard%2Fpayment%2Fsuccess%3Fsession_id%3Dcs_test_1');
  const next = new URL(login!, server.origin).search;
  expect(afterLogin('en', next)).toBe('/en/dashboard/payment/success?session_id=cs_test_1');
  expect(afterLogin('de', next)).toBe('/de/dashboard/payment/success?session_id=cs_test_1');
  for (const elsewhere of ['//evil.example/x', 'https://evil.example/dashboard', '/\\evil.example', '/login'])
    expect(afterLogin('en', `?next=${encodeURIComponent(elsewhere)}`)).toBe('/en/dashboard');
});

test('a refresh answer without access_token ends the session', async () => {
  setPageUrl(`${server.origin}/de/dashboard`);
  expireStoredToken();
  state.refreshAnswer = 'empty';
  await expect(createApiClient()('/protected/1')).rejects.toMatchObject({ status: 401 });
  expect(state.refreshCalls).toBe(1);
  expect(localStorage.getItem('refresh_token')).toBeNull();
  expect(navigations).toEqual(['/de/login?next=%2Fde%2Fdashboard']);
});

test('a request is retried at most once: a second 401 goes to the caller', async () => {
  expireStoredToken();
  const err: unknown = await createApiClient()('/always-401').catch((e: unknown) => e);
  expect(errorStatus(err)).toBe(401);
  expect(state.alwaysHits).toBe(2);
  expect(state.refreshCalls).toBe(1);
  expect(localStorage.getItem('access_token')).toBe('access-2'); // the refresh itself worked
  expect(navigations).toEqual([]);
});

test('a 401 with another message (wrong credentials) is never refreshed', async () => {
  expireStoredToken();
  const err: unknown = await createApiClient()('/auth/login', {
    method: 'POST',
    body: { email: 'a@b.de', password: 'x' },
  }).catch((e: unknown) => e);
  expect(errorCode(err)).toBe('INVALID_CREDENTIALS');
  expect(errorMessage(err, keys(), 'auth:errors.login')).toBe('E-posta veya şifre hatalı');
  expect(state.refreshCalls).toBe(0);
  expect(localStorage.getItem('access_token')).toBe('access-0');
  expect(navigations).toEqual([]);
});

test('field errors and the network fallback are read from the failure', async () => {
  const err: unknown = await createApiClient()('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
  expect(fieldErrors(err)).toEqual({ email: 'Already registered' });
  expect(errorMessage(err, keys(), 'auth:errors.register')).toBe('Taken');

  const closed = await startTestServer(new Hono());
  await closed.close(); // nothing listens there any more
  const offline: unknown = await createApiClient({ baseURL: `${closed.origin}/api` })('/x').catch((e: unknown) => e);
  expect(
    errorMessage(
      offline,
      keys((k) => `t(${k})`),
      'auth:errors.login',
    ),
  ).toBe('t(errors:common.network)');
  expect(fieldErrors(offline)).toEqual({});
  expect(
    errorMessage(
      new Error('boom'),
      keys((k) => `t(${k})`),
      'auth:errors.login',
    ),
  ).toBe('t(auth:errors.login)');
});
