import { atom, computed } from 'nanostores';

/** How many `withLoading` tasks are running; the overlay shows while it is above zero. */
const $pending = atom(0);

/** True while the global loading overlay should show (SPEC §2 "Application shell"). */
export const $loading = computed($pending, (pending) => pending > 0);

/**
 * Shows the global overlay until `task` settles and returns its result (or rethrows its error). Overlapping
 * tasks keep the overlay up until the last one ends. Accepts a promise or a function returning one.
 */
export async function withLoading<T>(task: Promise<T> | (() => Promise<T>)): Promise<T> {
  $pending.set($pending.get() + 1);
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    $pending.set($pending.get() - 1);
  }
}
