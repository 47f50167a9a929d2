import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, test } from 'vitest';

// tsc has no types for .astro files (astro check has): load the component through a runtime specifier.
const componentPath: string = './GuardScript.astro';
const GuardScript = ((await import(componentPath)) as { default: Parameters<AstroContainer['renderToString']>[0] })
  .default;

/** Renders the component for a page and returns its inline script (empty when the page needs none). */
async function scriptFor(path: string): Promise<string> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(GuardScript, { request: new Request(`http://localhost${path}`) });
  return /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
}

/** Runs the inline script against a fake storage and location; returns where it sent the page. */
function run(
  code: string,
  token: string | null,
  here = { pathname: '/', search: '', hash: '' },
  role: string | null = null,
): string | null {
  let target: string | null = null;
  const style = { visibility: '' };
  const stored: Record<string, string | null> = { access_token: token, role };
  new Function('localStorage', 'location', 'document', code)(
    { getItem: (key: string) => stored[key] ?? null },
    { ...here, replace: (url: string) => (target = url) },
    { documentElement: { style } },
  );
  expect(style.visibility).toBe(target === null ? '' : 'hidden');
  return target;
}

test('protected pages send visitors without token to the locale login before paint, remembering the page', async () => {
  const code = await scriptFor('/en/dashboard/documents/');
  const here = { pathname: '/en/dashboard/documents/', search: '?tab=cv', hash: '#list' };
  expect(run(code, null, here)).toBe(`/en/login?next=${encodeURIComponent('/en/dashboard/documents/?tab=cv#list')}`);
  expect(run(code, 'a1', here)).toBeNull();
  expect(run(await scriptFor('/onboarding/'), null, { pathname: '/onboarding/', search: '', hash: '' })).toBe(
    '/login?next=%2Fonboarding%2F',
  );
});

test('public pages send a stored token on to the locale dashboard', async () => {
  const code = await scriptFor('/de/login/');
  expect(run(code, 'a1')).toBe('/de/dashboard');
  expect(run(code, null)).toBeNull();
});

test("the landing page's package button sends a signed-in user to that package; a bad code to the dashboard", async () => {
  const code = await scriptFor('/en/register/');
  const here = (search: string) => ({ pathname: '/en/register/', search, hash: '' });
  expect(run(code, 'a1', here('?package=standard'))).toBe('/en/dashboard/packages?package=STANDARD');
  expect(run(code, 'a1', here('?x=1&package=DOCUMENT_CHECK'))).toBe('/en/dashboard/packages?package=DOCUMENT_CHECK');
  expect(run(code, 'a1', here('?package=%3Cscript%3E'))).toBe('/en/dashboard');
  expect(run(code, 'a1', here(''))).toBe('/en/dashboard');
  expect(run(code, null, here('?package=STANDARD'))).toBeNull();
  expect(run(await scriptFor('/login/'), 'a1', { pathname: '/login/', search: '?package=STANDARD', hash: '' })).toBe(
    '/dashboard',
  );
});

test('staff (by the role hint stored with the tokens) go from a public page straight to the console', async () => {
  const login = { pathname: '/de/login/', search: '', hash: '' };
  const code = await scriptFor('/de/login/');
  expect(run(code, 'a1', login, 'advisor')).toBe('/de/staff');
  expect(run(code, 'a1', login, 'admin')).toBe('/de/staff');
  expect(run(code, 'a1', login, 'customer')).toBe('/de/dashboard');
  expect(run(code, 'a1', login, null)).toBe('/de/dashboard'); // no hint yet: the dashboard's shell sends staff on
  expect(run(code, null, login, 'advisor')).toBeNull();
  expect(
    run(
      await scriptFor('/en/register/'),
      'a1',
      { pathname: '/en/register/', search: '?package=STANDARD', hash: '' },
      'admin',
    ),
  ).toBe('/en/staff');
  // Protected pages keep their rules: the role is checked there by the shell against the server.
  expect(run(await scriptFor('/staff/'), 'a1', { pathname: '/staff/', search: '', hash: '' }, 'customer')).toBeNull();
});

test('payment results and content pages carry no guard script at all', async () => {
  expect(await scriptFor('/dashboard/payment/success/')).toBe('');
  expect(await scriptFor('/en/faq/')).toBe('');
});

test('blocked storage leaves the decision to the app shell', async () => {
  const code = await scriptFor('/dashboard/');
  expect(() =>
    new Function('localStorage', 'location', 'document', code)(
      {
        getItem: () => {
          throw new Error('blocked');
        },
      },
      {},
      {},
    ),
  ).not.toThrow();
});

/** Runs the script of `path` with a stored token; answers the requests it started and what it left on `window`. */
function earlyRequests(code: string, pathname: string) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const win: Record<string, unknown> = {};
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, headers: init.headers });
    return Promise.resolve({ ok: true, json: () => Promise.resolve({ success: true, data: {} }) });
  };
  new Function('localStorage', 'location', 'document', 'window', 'fetch', code)(
    { getItem: (key: string) => (key === 'access_token' ? 'a1' : null) },
    { pathname, search: '', hash: '', replace: () => undefined },
    { documentElement: { style: {}, lang: 'de' } },
    win,
    fetch,
  );
  return { sent, win };
}

test('a protected page that stays starts the session and onboarding requests from the head (decision 095)', async () => {
  const { sent, win } = earlyRequests(await scriptFor('/de/dashboard/'), '/de/dashboard/');
  expect(sent.map((s) => s.url)).toEqual(['/api/auth/session', '/api/onboarding/current-step']);
  expect(sent[0]?.headers).toEqual({ Authorization: 'Bearer a1', 'Accept-Language': 'de' });
  expect(win.__earlyApi).toMatchObject({ token: 'a1' });
  // /onboarding itself needs no onboarding status first; a public page redirects instead of asking anything.
  expect(earlyRequests(await scriptFor('/onboarding/'), '/onboarding/').sent.map((s) => s.url)).toEqual([
    '/api/auth/session',
  ]);
  expect(earlyRequests(await scriptFor('/login/'), '/login/').sent).toEqual([]);
});
