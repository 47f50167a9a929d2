// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { closeEventStreams } from '@/server/events/hub';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { createCustomer, createStaff } from '@/server/test/staff';
import { $live } from './live';
import {
  $conversation,
  $messagesUnread,
  loadConversation,
  markConversationRead,
  retryMessage,
  sendMessage,
  watchMessages,
} from './messages';

// The customer's conversation store against the real API on a real port: pushed over GET /api/events, polled
// (on return to the tab) while the stream cannot connect, optimistic sending with a retry.
let api: BrowserApi;
let staffToken: string;
let customerId: string;
beforeAll(async () => {
  api = await startBrowserApi({ EVENTS_HEARTBEAT_MS: '500' });
}, 60_000);
afterAll(async () => {
  await closeEventStreams(api.ctx.deps.db);
  await api.close();
});
beforeEach(async () => {
  api.open('/dashboard/messages');
  api.offline = false;
  api.failing.clear();
  const advisor = await createStaff(api.ctx);
  const customer = await createCustomer(api.ctx, advisor.user.id);
  staffToken = advisor.token;
  customerId = customer.user.id;
  localStorage.setItem('access_token', customer.token);
  localStorage.setItem('refresh_token', 'unused');
  $conversation.set({ status: 'loading' });
});

const staffWrites = (body: string) =>
  api.ctx.api('POST', `/api/staff/cases/${customerId}/messages`, { token: staffToken, json: { body } });
const bodies = () => {
  const state = $conversation.get();
  return state.status === 'ready' ? state.data.items.map((m) => m.body) : [];
};

test('an answer is pushed into the open conversation and counted unread until marked read', async () => {
  const stop = watchMessages({ conversation: true });
  await expect.poll(() => $live.get(), { timeout: 10_000 }).toBe(true);
  await sendMessage({ body: 'Merhaba' });
  await staffWrites('Hoş geldiniz');
  await expect.poll(bodies, { timeout: 3000 }).toEqual(['Merhaba', 'Hoş geldiniz']);
  expect($messagesUnread.get()).toBe(1);
  await markConversationRead();
  expect($messagesUnread.get()).toBe(0);
  stop();
  await expect.poll(() => $live.get()).toBe(false);
}, 30_000);

test('while the stream cannot connect, the store polls on return to the tab', async () => {
  api.failing.set('/api/events', 503);
  const stop = watchMessages({ conversation: true });
  await expect.poll(() => $conversation.get().status).toBe('ready');
  await staffWrites('Polling ile geldi');
  window.dispatchEvent(new Event('focus'));
  await expect.poll(bodies, { timeout: 3000 }).toEqual(['Polling ile geldi']);
  expect($live.get()).toBe(false);
  stop();
});

test('a message that cannot be sent stays as failed and goes out on retry', async () => {
  await loadConversation();
  api.offline = true;
  await expect(sendMessage({ body: 'Bağlantı yok' })).rejects.toBeTruthy();
  const state = $conversation.get();
  const failed = state.status === 'ready' ? state.data.items.at(-1) : undefined;
  expect(failed).toMatchObject({ body: 'Bağlantı yok', state: 'failed' });
  api.offline = false;
  const sent = await retryMessage(failed!);
  expect(sent.body).toBe('Bağlantı yok');
  expect(state.status === 'ready' && ($conversation.get() as typeof state).data.items).toEqual([sent]);
});
