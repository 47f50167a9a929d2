// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { notify } from '@/server/notifications/notify';
import { setClock, tokenFor } from '@/server/test/appointments';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { createUser } from '@/server/test/users';
import {
  $notificationPreferences,
  $notifications,
  $unread,
  checkNotifications,
  loadMoreNotifications,
  loadNotificationPreferences,
  loadNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  saveNotificationPreferences,
  watchNotifications,
} from './notifications';
import { $live } from './live';

// The notifications store against the real API on a real port.
let api: BrowserApi;
let userId: string;
let second = 0;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  api.open('/en/dashboard/notifications');
  setClock(api.ctx, '2026-05-04T10:00:00Z');
  userId = (await createUser(api.ctx)).user.id;
  localStorage.setItem('access_token', await tokenFor(api.ctx, userId));
  $notifications.set({ status: 'loading' });
  $unread.set(null);
});

/** A notification written by the server, a second after the previous one (the token stays valid). */
async function event(n: number) {
  second += 1;
  setClock(api.ctx, new Date(Date.parse('2026-05-04T10:00:00Z') + second * 1000).toISOString());
  await notify(api.ctx.deps, userId, {
    kind: 'step_completed',
    key: `step:${n}`,
    params: { step: `Step ${n}` },
    link: '/dashboard/packages',
  });
}

const items = () => {
  const state = $notifications.get();
  return state.status === 'ready' ? state.data.items : [];
};

test('the poll asks with the ETag: unchanged is a 304 and no list request; a new notification reloads the list', async () => {
  await loadNotifications();
  expect([items(), $unread.get()]).toEqual([[], 0]);
  await checkNotifications();
  api.resetCalls();
  expect(await checkNotifications()).toBe(false);
  expect([api.calls('/api/notifications/unread-count'), api.calls('/api/notifications')]).toEqual([1, 0]);

  await event(1);
  expect(await checkNotifications()).toBe(true);
  expect($unread.get()).toBe(1);
  expect(items().map((n) => [n.kind, n.params['step'], n.readAt])).toEqual([['step_completed', 'Step 1', null]]);
});

test('marking one and then all as read updates the count and the items without a reload', async () => {
  await event(2);
  await event(3);
  await loadNotifications();
  expect($unread.get()).toBe(2);
  const [newest] = items();
  await markNotificationsRead([newest!.id]);
  expect($unread.get()).toBe(1);
  expect(items().map((n) => n.readAt !== null)).toEqual([true, false]);
  await markAllNotificationsRead();
  expect($unread.get()).toBe(0);
  expect(items().every((n) => n.readAt !== null)).toBe(true);
});

test('pages: 20 first, the rest below; a refresh keeps the loaded pages under the new items', async () => {
  for (let n = 0; n < 23; n += 1) await event(100 + n);
  await loadNotifications();
  expect(items()).toHaveLength(20);
  await loadMoreNotifications();
  expect(items().map((n) => n.params['step'])).toEqual(Array.from({ length: 23 }, (_, i) => `Step ${122 - i}`));
  await event(200);
  await checkNotifications();
  expect(items()).toHaveLength(24);
  expect(items()[0]!.params['step']).toBe('Step 200');
});

test('coming back to the tab checks at once; stopping the watch stops that', async () => {
  const stop = watchNotifications();
  await expect.poll(() => $notifications.get().status).toBe('ready');
  // While the live stream is connected (decision 078) news is pushed: coming back needs no check.
  await expect.poll(() => $live.get()).toBe(true);
  api.resetCalls();
  window.dispatchEvent(new Event('focus'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(api.calls('/api/notifications/unread-count')).toBe(0);
  // The stream down (a buffering proxy, a lost network): coming back checks at once.
  $live.set(false);
  // One check per return at most once a second (tab-focus.ts): the first return above counted.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  window.dispatchEvent(new Event('focus'));
  await expect.poll(() => api.calls('/api/notifications/unread-count')).toBe(1);
  stop();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  window.dispatchEvent(new Event('focus'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(api.calls('/api/notifications/unread-count')).toBe(1);
});

test('e-mail preferences: all on by default; a saved change is what the server keeps', async () => {
  const loaded = await loadNotificationPreferences();
  expect(Object.values(loaded.email).every(Boolean)).toBe(true);
  const saved = await saveNotificationPreferences({ email: { appointment_reminder: false } });
  expect(saved.email.appointment_reminder).toBe(false);
  expect($notificationPreferences.get()).toEqual({ status: 'ready', data: saved });
  expect((await loadNotificationPreferences()).email).toMatchObject({
    appointment_reminder: false,
    payment_received: true,
  });
});
