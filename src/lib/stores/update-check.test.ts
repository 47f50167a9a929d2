// @vitest-environment happy-dom
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { setPageUrl, startTestServer } from '@/server/test/browser';
import { RELOAD_MARKER_MS } from '@/lib/constants';
import { setNavigator } from '@/lib/navigation';
import {
  $updateAvailable,
  checkForUpdate,
  dismissUpdate,
  reloadForUpdate,
  RELOAD_MARKER_KEY,
  resetUpdateCheck,
} from './update-check';

// The update check against a real server whose build manifest changes under it.
let buildId: string | null = 'one';
let server: { origin: string; close: () => Promise<void> };
const navigations: string[] = [];
beforeAll(async () => {
  const app = new Hono();
  app.get('/build-manifest.json', (c) =>
    buildId ? c.json({ buildId, builtAt: '2026-05-04T10:00:00Z' }) : c.text('gone', 404),
  );
  server = await startTestServer(app);
  setNavigator((url) => navigations.push(url));
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/en/dashboard/appointments?filter=past#list`);
  sessionStorage.clear();
  resetUpdateCheck();
  navigations.length = 0;
  buildId = 'one';
});

test('the first answer is this page’s build; a different id later offers the reload', async () => {
  expect(await checkForUpdate()).toBe(false);
  expect(await checkForUpdate()).toBe(false);
  buildId = 'two';
  expect(await checkForUpdate()).toBe(true);
  expect($updateAvailable.get()).toBe(true);
});

test('a missing manifest or no server is "no update", never an error', async () => {
  buildId = null;
  expect(await checkForUpdate()).toBe(false);
  setPageUrl('http://127.0.0.1:9/en/dashboard');
  expect(await checkForUpdate()).toBe(false);
});

test('the reload leaves a marker; within 10 s a second reload is refused and a changed id is taken as this page’s', async () => {
  await checkForUpdate();
  buildId = 'two';
  await checkForUpdate();
  expect(reloadForUpdate()).toBe(true);
  expect(navigations).toEqual(['/en/dashboard/appointments?filter=past']);
  expect($updateAvailable.get()).toBe(false);
  expect(Date.now() - Number(sessionStorage.getItem(RELOAD_MARKER_KEY))).toBeLessThan(1000);

  // The fresh page, while a rolling deploy still answers the old id now and then.
  resetUpdateCheck();
  expect(await checkForUpdate()).toBe(false);
  buildId = 'one';
  expect(await checkForUpdate()).toBe(false);
  expect(reloadForUpdate()).toBe(false);
  expect(navigations).toHaveLength(1);

  // Once the marker is older than 10 s, a change is news again.
  sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now() - RELOAD_MARKER_MS - 1));
  buildId = 'three';
  expect(await checkForUpdate()).toBe(true);
  expect(reloadForUpdate()).toBe(true);
});

test('"later" hides the offer until a newer build than the one announced', async () => {
  await checkForUpdate();
  buildId = 'two';
  await checkForUpdate();
  dismissUpdate();
  expect(await checkForUpdate()).toBe(false);
  expect($updateAvailable.get()).toBe(false);
  buildId = 'three';
  expect(await checkForUpdate()).toBe(true);
});
