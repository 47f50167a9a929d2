import { atom } from 'nanostores';
import { api, type ApiEnvelope } from '@/lib/api/client';
import { apiData } from '@/lib/api/data';
import { NOTIFICATION_POLL_MS } from '@/lib/constants';
import {
  type Notification,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadAfterReadSchema,
} from '@/lib/schemas/notifications';
import { loadInto, type Loadable } from './loadable';
import { onReturnToTab } from './tab-focus';
import { $live, onLive } from './live';

/**
 * The signed-in user's notifications (docs/api/appointments.md, docs/decisions/021): the navbar menu shows the first
 * items of `$notifications` and `$unread`; /dashboard/notifications pages through the rest. New ones arrive by a
 * poll of the unread count about once a minute and when the tab comes back; only a changed count reloads the list.
 */

export interface NotificationFeed {
  items: Notification[];
  nextCursor: string | null;
}

export const $notifications = atom<Loadable<NotificationFeed>>({ status: 'loading' });
/** Unread notifications; null until the first answer. */
export const $unread = atom<number | null>(null);
export const $notificationPreferences = atom<Loadable<NotificationPreferences>>({ status: 'loading' });

const PAGE_SIZE = 20;
let etag: string | null = null;

const fetchPage = (cursor?: string) =>
  apiData('/notifications', notificationPageSchema, { query: { limit: PAGE_SIZE, ...(cursor && { cursor }) } });

/** GET /notifications: the newest page. Pages already loaded further down stay below it. */
export async function loadNotifications(): Promise<NotificationFeed> {
  const before = $notifications.get();
  const load = async (): Promise<NotificationFeed> => {
    const { items, nextCursor, unread } = await fetchPage();
    $unread.set(unread);
    if (before.status !== 'ready' || before.data.items.length <= items.length) return { items, nextCursor };
    const fresh = new Set(items.map((item) => item.id));
    return {
      items: [...items, ...before.data.items.filter((item) => !fresh.has(item.id))],
      nextCursor: before.data.nextCursor,
    };
  };
  // A refresh of a list on screen keeps showing it; only the first load shows the spinner.
  if (before.status !== 'ready') return loadInto($notifications, load);
  const feed = await load();
  $notifications.set({ status: 'ready', data: feed });
  return feed;
}

/** The next page under the loaded ones. */
export async function loadMoreNotifications(): Promise<void> {
  const state = $notifications.get();
  if (state.status !== 'ready' || !state.data.nextCursor) return;
  const { items, nextCursor, unread } = await fetchPage(state.data.nextCursor);
  $unread.set(unread);
  $notifications.set({ status: 'ready', data: { items: [...state.data.items, ...items], nextCursor } });
}

/**
 * GET /notifications/unread-count with the last ETag: a 304 means nothing changed; otherwise the new count, and the
 * list again. Resolves true when something changed.
 */
export async function checkNotifications(): Promise<boolean> {
  const response = await api.raw<ApiEnvelope<{ unread: number }>>('/notifications/unread-count', {
    // The store keeps the ETag itself: HTTP caches stay out (the request says so too, which happy-dom, used by the
    // store's tests, also needs), so a 304 reaches this code as a 304.
    headers: { 'Cache-Control': 'no-cache', ...(etag && { 'If-None-Match': etag }) },
    cache: 'no-store',
  });
  if (response.status === 304 || !response._data) return false;
  etag = response.headers.get('etag');
  const changed = response._data.data.unread !== $unread.get();
  $unread.set(response._data.data.unread);
  // The count can stay equal while the newest item changed (one read, one new): the ETag covers both.
  if ($notifications.get().status !== 'loading' || changed) await loadNotifications();
  return true;
}

/**
 * Keeps the count and the list current while a dashboard page is open: the first list now, then the poll every
 * NOTIFICATION_POLL_MS and on return to the tab. Returns the function that stops it.
 */
export function watchNotifications(): () => void {
  const check = () => void checkNotifications().catch(() => undefined);
  void loadNotifications().catch(() => undefined);
  // Pushed over the live stream (decision 078); the poll runs only while the stream is down.
  const stopLive = onLive('notification', check);
  const timer = setInterval(() => !$live.get() && check(), NOTIFICATION_POLL_MS);
  const stopFocus = onReturnToTab(() => !$live.get() && check());
  return () => {
    stopLive();
    clearInterval(timer);
    stopFocus();
  };
}

function markLocally(read: (item: Notification) => boolean, unread: number): void {
  $unread.set(unread);
  const state = $notifications.get();
  if (state.status !== 'ready') return;
  const now = new Date().toISOString();
  const items = state.data.items.map((item) => (item.readAt === null && read(item) ? { ...item, readAt: now } : item));
  $notifications.set({ status: 'ready', data: { ...state.data, items } });
}

/** POST /notifications/read for some of one's notifications. */
export async function markNotificationsRead(ids: string[]): Promise<void> {
  const { unread } = await apiData('/notifications/read', unreadAfterReadSchema, { method: 'POST', body: { ids } });
  const marked = new Set(ids);
  markLocally((item) => marked.has(item.id), unread);
}

/** POST /notifications/read `{ all: true }`. */
export async function markAllNotificationsRead(): Promise<void> {
  const { unread } = await apiData('/notifications/read', unreadAfterReadSchema, {
    method: 'POST',
    body: { all: true },
  });
  markLocally(() => true, unread);
}

/** GET /notifications/preferences: which kinds also send an e-mail. */
export const loadNotificationPreferences = (): Promise<NotificationPreferences> =>
  loadInto($notificationPreferences, () => apiData('/notifications/preferences', notificationPreferencesSchema));

/** PUT /notifications/preferences; resolves with the full stored map. */
export async function saveNotificationPreferences(
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const saved = await apiData('/notifications/preferences', notificationPreferencesSchema, {
    method: 'PUT',
    body: update,
  });
  $notificationPreferences.set({ status: 'ready', data: saved });
  return saved;
}
