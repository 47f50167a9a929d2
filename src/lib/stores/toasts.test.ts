import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TOAST_TIMEOUT_MS } from '@/lib/constants';
import { $toasts, clearToasts, dismissToast, showToast } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});
afterEach(() => vi.useRealTimers());

test('a toast defaults to info and closes itself after TOAST_TIMEOUT_MS', () => {
  const id = showToast({ message: 'Kaydedildi' });
  expect($toasts.get()).toEqual([{ id, type: 'info', message: 'Kaydedildi', timeout: TOAST_TIMEOUT_MS }]);
  vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
  expect($toasts.get()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect($toasts.get()).toEqual([]);
});

test('each type is kept and toasts stack oldest first with their own timeouts', () => {
  const types = ['success', 'error', 'warning', 'info'] as const;
  types.forEach((type, i) => showToast({ type, message: type, timeout: 1000 * (i + 1) }));
  expect($toasts.get().map((t) => t.type)).toEqual(types);
  vi.advanceTimersByTime(2000);
  expect($toasts.get().map((t) => t.type)).toEqual(['warning', 'info']);
});

test('a timeout of 0 or less stays until closed by hand', () => {
  const a = showToast({ type: 'error', message: 'a', timeout: 0 });
  showToast({ type: 'error', message: 'b', timeout: -5 });
  vi.advanceTimersByTime(60 * 60 * 1000);
  expect($toasts.get().map((t) => t.message)).toEqual(['a', 'b']);
  dismissToast(a);
  expect($toasts.get().map((t) => t.message)).toEqual(['b']);
});

test('closing early cancels the timer; unknown ids are ignored', () => {
  const id = showToast({ message: 'x' });
  dismissToast(id);
  dismissToast(id);
  dismissToast(999_999);
  expect(vi.getTimerCount()).toBe(0);
  expect($toasts.get()).toEqual([]);
});
