import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { checkSession } from '@/lib/stores/session';
import { register, type Account } from './accounts';
import { createTestContext, type TestContext } from './context';
import { logError } from '@/server/log/logger';

/**
 * Test support for browser code (stores, islands) against the real API: the whole app of `createTestContext` on a
 * real loopback port, and the happy-dom page put on that origin, so the API client's default base '/api' reaches
 * it exactly as in production (DESIGN.md: "test the client against a real in-process server, not a fetch spy").
 * Test files using it run under `// @vitest-environment happy-dom`.
 */

type FetchHandler = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/** Turns one Node request into a web Request and the app's answer back into bytes on the socket. */
async function handle(fetch: FetchHandler, incoming: IncomingMessage, outgoing: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, String(value));
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody && { body: Buffer.concat(chunks) }),
  });
  const response = await fetch(request, { incoming, outgoing });
  if (outgoing.destroyed) return;
  outgoing.writeHead(response.status, [...response.headers.entries()].flat());
  // An event stream never ends by itself: pass it on chunk by chunk, and stop reading when the client goes.
  if (response.headers.get('content-type')?.startsWith('text/event-stream') && response.body) {
    const reader = response.body.getReader();
    outgoing.on('close', () => void reader.cancel().catch(() => undefined));
    for (let read = await reader.read(); !read.done; read = await reader.read()) outgoing.write(read.value);
    return void outgoing.end();
  }
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves a Hono app on a random loopback port. Requests are built from the Request class of the test's environment
 * (happy-dom's under happy-dom), as `app.request()` does: @hono/node-server binds to the global class when it is
 * first imported and breaks when the environment swaps it. Bodies are read whole (tests send small files).
 */
export function startTestServer(app: { fetch: FetchHandler }): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    handle(app.fetch, incoming, outgoing).catch((error: unknown) => {
      logError('test server: handler failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Sets the happy-dom page URL, so relative API calls and `location` use it. */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(href: string): void } }).happyDOM.setURL(url);
}

export interface BrowserApi {
  ctx: TestContext;
  origin: string;
  /** Puts the page at `path` on the API's origin (`/en/dashboard/profile`). */
  open: (path: string) => void;
  /** How many requests reached `path` (`/api/onboarding/current-step`) since the start or the last `resetCalls`. */
  calls: (path: string) => number;
  resetCalls: () => void;
  /** While true every connection is dropped: the browser sees "no answer" (offline, server down). */
  offline: boolean;
  /**
   * Requests to these paths fail as behind a gateway whose API is restarting: 'offline' drops the connection, a
   * status (502, 503, 504) answers with that status and an empty body.
   */
  failing: Map<string, 'offline' | number>;
  /**
   * Holds every request until the returned function is called (a slow server: "one request at a time"); with
   * 'answer', requests run at once and their answers wait (a slow way back: the answer predates what happens next).
   */
  hold: (where?: 'request' | 'answer') => () => void;
  /** How many answers wait at a `hold('answer')` now. */
  heldAnswers: number;
  close: () => Promise<void>;
}

/** The real API for browser-code tests, with a few levers a network has: a request log, offline, a slow answer. */
export async function startBrowserApi(env: Record<string, string> = {}): Promise<BrowserApi> {
  const ctx = await createTestContext(env);
  const log: string[] = [];
  const gates: Record<'request' | 'answer', Promise<void> | null> = { request: null, answer: null };
  const outer = new Hono<{ Bindings: HttpBindings }>();
  const api: BrowserApi = {
    ctx,
    origin: '',
    open: (path) => setPageUrl(`${api.origin}${path}`),
    calls: (path) => log.filter((entry) => entry === path).length,
    resetCalls: () => void (log.length = 0),
    offline: false,
    failing: new Map(),
    heldAnswers: 0,
    hold: (where = 'request') => {
      let release!: () => void;
      gates[where] = new Promise<void>((resolve) => (release = resolve)).finally(() => (gates[where] = null));
      return release;
    },
    close: async () => {
      await server.close();
      await ctx.close();
    },
  };
  outer.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname;
    log.push(path);
    const failure = api.offline ? 'offline' : api.failing.get(path);
    if (typeof failure === 'number') return new Response(null, { status: failure });
    if (failure === 'offline') {
      c.env.incoming.socket.destroy();
      return new Response(null, { status: 599 });
    }
    if (gates.request) await gates.request;
    await next();
    if (gates.answer) {
      api.heldAnswers += 1;
      await gates.answer;
      api.heldAnswers -= 1;
    }
    return c.res;
  });
  outer.route('/', ctx.app);
  const server = await startTestServer(outer);
  api.origin = server.origin;
  return api;
}

/**
 * A fresh customer signed in on the page, as a finished login leaves the browser: the page opened at `path` (if
 * given), the account registered (in `lang`), `prepare` run for it (onboarding, …), both tokens stored and — unless
 * `check` is false, for code that checks itself — the session checked. Answers the account.
 */
export async function signInOnPage(
  api: BrowserApi,
  options: { path?: string; lang?: string; check?: boolean; prepare?: (account: Account) => Promise<unknown> } = {},
): Promise<Account> {
  if (options.path) api.open(options.path);
  const account = await register(api.ctx, options.lang ? { lang: options.lang } : {});
  await options.prepare?.(account);
  localStorage.setItem('access_token', account.access_token);
  localStorage.setItem('refresh_token', account.refresh_token);
  if (options.check !== false) await checkSession();
  return account;
}
