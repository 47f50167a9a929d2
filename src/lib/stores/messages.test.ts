// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { closeEventStreams } from '@/server/events/hub';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { createCustomer, createStaff } from '@/server/test/staff';
import { messageEventSchema } from '@/lib/schemas/events';
import { $live, onLive } from './live';
import {
  conversation,
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

test('a message pushed while a reload is on its way stays when the older answer lands; the list stays shown', async () => {
  await loadConversation();
  const stop = onLive('message', (data) => conversation.applyMessage(messageEventSchema.parse(data)));
  await expect.poll(() => $live.get(), { timeout: 10_000 }).toBe(true);
  await staffWrites('Önce');
  await expect.poll(bodies, { timeout: 3000 }).toEqual(['Önce']);
  // The reload's answer is read now and held back; the next message is pushed before it lands.
  const release = api.hold('answer');
  const reload = loadConversation();
  await expect.poll(() => api.heldAnswers).toBe(1);
  await staffWrites('Yolda yazıldı');
  await expect.poll(bodies, { timeout: 3000 }).toEqual(['Önce', 'Yolda yazıldı']);
  release();
  await reload;
  expect(bodies()).toEqual(['Önce', 'Yolda yazıldı']);
  expect($messagesUnread.get()).toBe(2);
  stop();
}, 30_000);
