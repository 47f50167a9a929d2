// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { body, type Account } from '@/server/test/accounts';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { $supportMessages, loadSupportMessages } from './support';

// The support store against the real API on a real port. Messages are sent through the API itself (the page only
// lists them; sending, its refusals and its mail are tested in src/server/support).
let api: BrowserApi;
let account: Account;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  api.offline = false;
  account = await signInOnPage(api, { path: '/de/dashboard/support', check: false });
  $supportMessages.set({ status: 'loading' });
}, 30_000);

const send = async (subject: string) =>
  (
    await body(
      await api.ctx.api('POST', '/api/support-messages', {
        token: account.access_token,
        json: { category: 'documents', subject, message: 'Muss mein Diplom beglaubigt sein?' },
      }),
    )
  ).data as { id: string };

test("the list holds the caller's own messages", async () => {
  expect(await loadSupportMessages()).toEqual([]);
  const first = await send('Apostille');
  const second = await send('Übersetzung');
  const listed = await loadSupportMessages();
  // Sorted here: two messages sent within one millisecond have no order of their own.
  expect(listed.map((m) => m.id).sort()).toEqual([first.id, second.id].sort());
  expect($supportMessages.get()).toEqual({ status: 'ready', data: listed });
});

test('no connection rejects and leaves the list in its error state', async () => {
  api.offline = true;
  await expect(loadSupportMessages()).rejects.toBeTruthy();
  expect($supportMessages.get().status).toBe('error');
});
