// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { errorStatus, isNetworkError } from '@/lib/api/errors';

// loadRate against the real API (DESIGN.md: no fetch spies): it resolves with its answer or rejects with the API
// error unchanged (decision 009), once per page. A fresh module per test: the page's one request is module state.
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
  api.open('/en/tools/costs');
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  vi.resetModules();
  api.resetCalls();
  api.offline = false;
  api.failing.clear();
});

const store = () => import('./eligibility');

test('loadRate resolves with the stored rate (null when none), once per page', async () => {
  const { $rate, loadRate } = await store();
  const [first, second] = await Promise.all([loadRate(), loadRate()]);
  expect(second).toBe(first);
  expect($rate.get()).toEqual({ status: 'ready', rate: first });
  expect(api.calls('/api/eligibility/rate')).toBe(1);
});

test('loadRate rejects with the API error when the API answers with a failure', async () => {
  api.failing.set('/api/eligibility/rate', 500);
  const { $rate, loadRate } = await store();
  expect(errorStatus(await loadRate().catch((e: unknown) => e))).toBe(500);
  expect($rate.get()).toEqual({ status: 'error' });
});

test('loadRate rejects with a network error when the API is not reached', async () => {
  api.offline = true;
  const { $rate, loadRate } = await store();
  expect(isNetworkError(await loadRate().catch((e: unknown) => e))).toBe(true);
  expect($rate.get()).toEqual({ status: 'error' });
});
