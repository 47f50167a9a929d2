import { atom } from 'nanostores';
import { TOAST_TIMEOUT_MS } from '@/lib/constants';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  /** Already localised text. */
  message: string;
  /** Milliseconds before it closes itself; 0 or less stays until closed by hand (SPEC §9). */
  timeout: number;
}

/** Toasts on screen, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** Shows a toast and returns its id. Defaults: type 'info', timeout TOAST_TIMEOUT_MS (3000 ms). */
export function showToast(input: { message: string; type?: ToastType; timeout?: number }): number {
  const toast: Toast = {
    id: nextId++,
    type: input.type ?? 'info',
    message: input.message,
    timeout: input.timeout ?? TOAST_TIMEOUT_MS,
  };
  $toasts.set([...$toasts.get(), toast]);
  if (toast.timeout > 0)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.timeout),
    );
  return toast.id;
}

/** Removes a toast (close button or timeout); unknown ids are ignored. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const left = $toasts.get().filter((toast) => toast.id !== id);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

/** Removes every toast (tests, page teardown). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}
