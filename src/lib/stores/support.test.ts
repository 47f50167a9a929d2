// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { Account } from '@/server/test/accounts';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { findMails } from '@/server/test/eml';
import { errorCode, errorStatus, fieldErrors } from '@/lib/api/errors';
import { $supportMessages, loadSupportMessages, sendSupportMessage } from './support';

// The support store against the real API on a real port (three tries an hour, refused ones included, so the limit is reached quickly).
let api: BrowserApi;
let account: Account;
beforeAll(async () => {
  api = await startBrowserApi({ RATE_LIMIT_SUPPORT: '3' });
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  api.offline = false;
  account = await signInOnPage(api, { path: '/de/dashboard/support', check: false });
  $supportMessages.set({ status: 'loading' });
}, 30_000);

const message = { category: 'documents' as const, subject: 'Apostille', message: 'Muss mein Diplom beglaubigt sein?' };

test('a sent message is stored, tops the loaded list and is confirmed by mail in the page language', async () => {
  expect(await loadSupportMessages()).toEqual([]);
  const sent = await sendSupportMessage(message);
  expect(sent).toMatchObject(message);
  expect($supportMessages.get()).toEqual({ status: 'ready', data: [sent] });
  expect(await loadSupportMessages()).toEqual([sent]);
  const [mail] = await findMails(
    `${api.ctx.dataDir}/outbox`,
    (m) => m.to.includes(account.email) && m.subject.includes('Apostille'),
  );
  expect(mail?.text).toContain(sent.id);
  expect(mail?.subject).toMatch(/Nachricht/);
});

test('refusals reject with the API error unchanged: a bad field, the hourly limit, no connection', async () => {
  const empty = await sendSupportMessage({ ...message, subject: ' ' }).catch((e: unknown) => e);
  expect(errorStatus(empty)).toBe(400);
  expect(Object.keys(fieldErrors(empty))).toEqual(['subject']);

  await sendSupportMessage(message);
  await sendSupportMessage(message);
  expect((await loadSupportMessages()).length).toBe(2);
  const limited = await sendSupportMessage(message).catch((e: unknown) => e);
  expect(errorStatus(limited)).toBe(429);

  api.offline = true;
  await expect(loadSupportMessages()).rejects.toBeTruthy();
  expect($supportMessages.get().status).toBe('error');
  expect(errorCode(await sendSupportMessage(message).catch((e: unknown) => e))).toBeUndefined();
});
