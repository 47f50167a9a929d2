import type { WritableAtom } from 'nanostores';

/**
 * The state of something a page loads and shows (a profile, later a document list, packages, payments): one shape
 * for every resource store, so one component (islands/shared/Loaded.tsx) shows the spinner, the error with
 * "retry", or the content.
 */
export type Loadable<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs a load into its store: 'loading', then 'ready' with the data, or 'error' with the API error. The error is
 * kept (the page shows it in place of its content) and rethrown, like every action's (docs/decisions/009).
 */
export async function loadInto<T>(store: WritableAtom<Loadable<T>>, load: () => Promise<T>): Promise<T> {
  store.set({ status: 'loading' });
  try {
    const data = await load();
    store.set({ status: 'ready', data });
    return data;
  } catch (error) {
    store.set({ status: 'error', error });
    throw error;
  }
}

/** The loaded data; calling an action that needs it before the page has it is a programming error. */
export function loadedData<T>(store: WritableAtom<Loadable<T>>): T {
  const state = store.get();
  if (state.status !== 'ready') throw new Error('Not loaded yet');
  return state.data;
}

/**
 * `loadInto` for a load whose input changes while the page is open (a list filter, the week of a slot picker):
 * every call shows 'loading', but only the latest call's answer or failure lands in the store, so a slow answer
 * to an earlier choice never replaces the current one. Each call still resolves or rejects with its own result.
 */
export function latestInto<A extends unknown[], T>(
  store: WritableAtom<Loadable<T>>,
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let latest = 0;
  return async (...args) => {
    const call = ++latest;
    store.set({ status: 'loading' });
    try {
      const data = await load(...args);
      if (call === latest) store.set({ status: 'ready', data });
      return data;
    } catch (error) {
      if (call === latest) store.set({ status: 'error', error });
      throw error;
    }
  };
}

/**
 * `latestInto` for data a page keeps on screen while it reloads (a live list after a push or a reconnect): the
 * spinner shows only until the first answer, a failed reload keeps what is shown (the call still rejects), and only
 * the newest call's answer lands, so a slow earlier answer never replaces a newer one.
 */
export function refreshInto<T>(store: WritableAtom<Loadable<T>>, load: () => Promise<T>): () => Promise<T> {
  let latest = 0;
  return async () => {
    const call = ++latest;
    if (store.get().status !== 'ready') store.set({ status: 'loading' });
    try {
      const data = await load();
      if (call === latest) store.set({ status: 'ready', data });
      return data;
    } catch (error) {
      if (call === latest && store.get().status !== 'ready') store.set({ status: 'error', error });
      throw error;
    }
  };
}
