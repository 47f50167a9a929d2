import { atom } from 'nanostores';
import { expect, test } from 'vitest';
import { refreshInto, type Loadable } from './loadable';

/** A load whose answer the test hands over when it likes (a slow network). */
function answers<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

test('refreshInto: a spinner only before the first answer, then the shown data stays while it reloads', async () => {
  const store = atom<Loadable<string>>({ status: 'loading' });
  const { load, pending } = answers<string>();
  const refresh = refreshInto(store, load);
  const first = refresh();
  expect(store.get()).toEqual({ status: 'loading' });
  pending[0]!.resolve('bir');
  await first;
  const second = refresh();
  expect(store.get()).toEqual({ status: 'ready', data: 'bir' });
  pending[1]!.resolve('iki');
  await second;
  expect(store.get()).toEqual({ status: 'ready', data: 'iki' });
});

test('refreshInto: an older answer landing last is dropped; a failed reload keeps what is shown', async () => {
  const store = atom<Loadable<string>>({ status: 'ready', data: 'eski' });
  const { load, pending } = answers<string>();
  const refresh = refreshInto(store, load);
  const older = refresh();
  const newer = refresh();
  pending[1]!.resolve('yeni');
  await newer;
  pending[0]!.resolve('bayat');
  await expect(older).resolves.toBe('bayat');
  expect(store.get()).toEqual({ status: 'ready', data: 'yeni' });
  const failing = refresh();
  pending[2]!.reject(new Error('ağ yok'));
  await expect(failing).rejects.toThrow('ağ yok');
  expect(store.get()).toEqual({ status: 'ready', data: 'yeni' });
});

test('refreshInto: a first load that fails shows the error', async () => {
  const store = atom<Loadable<string>>({ status: 'loading' });
  const refresh = refreshInto(store, () => Promise.reject(new Error('sunucu yok')));
  await expect(refresh()).rejects.toThrow('sunucu yok');
  expect(store.get()).toMatchObject({ status: 'error' });
});
