// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { login as apiLogin, refresh, register as registerAccount, type Account } from '@/server/test/accounts';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { htmlBytes, pngBytes } from '@/server/test/files';
import { errorCode, errorStatus, fieldErrors } from '@/lib/api/errors';
import { setNavigator } from '@/lib/navigation';
import { $avatarImage } from './avatar';
import { takeFlash } from './flash';
import {
  $profile,
  changePassword,
  deleteAccount,
  exportData,
  loadProfile,
  setLanguage,
  updateProfile,
  uploadAvatar,
} from './profile';
import { $session, checkSession } from './session';

// The profile store against the real API on a real port.
let api: BrowserApi;
let account: Account;
const navigations: string[] = [];
beforeAll(async () => {
  api = await startBrowserApi();
  setNavigator((url) => navigations.push(url));
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  api.offline = false;
  navigations.length = 0;
  account = await signInOnPage(api, { path: '/dashboard/profile' });
}, 30_000);

const names = { firstName: 'Zeynep', lastName: 'Kaya' };

test('loadProfile goes loading → ready; a failed load stays in the store (for the page) and rejects', async () => {
  const loading = loadProfile();
  expect($profile.get()).toEqual({ status: 'loading' });
  const profile = await loading;
  expect(profile).toMatchObject({ email: account.email, preferredLanguage: 'tr', status: 'active', avatarUrl: null });
  expect($profile.get()).toEqual({ status: 'ready', data: profile });

  api.offline = true;
  const err = await loadProfile().catch((e: unknown) => e);
  expect($profile.get()).toEqual({ status: 'error', error: err });
  expect(errorStatus(err)).toBeUndefined();
});

test('updateProfile saves, shows the new names in the session, and stays on the page when the language is the same', async () => {
  await loadProfile();
  const { profile, reloading } = await updateProfile({
    ...names,
    phone: '+49 151 2345678',
    maritalStatus: 'married',
    preferredLanguage: 'tr',
  });
  expect(reloading).toBe(false);
  expect(profile).toMatchObject({ ...names, email: account.email, phone: '+49 151 2345678', maritalStatus: 'married' });
  expect($profile.get()).toEqual({ status: 'ready', data: profile });
  expect($session.get().user).toMatchObject(names);
  expect(navigations).toEqual([]);
});

test('a new e-mail is only pending until its link is used: profile and session say so, the address stays', async () => {
  await loadProfile();
  const email = `neu-${account.email}`;
  const { profile } = await updateProfile({ ...names, email, preferredLanguage: 'tr' });
  expect(profile).toMatchObject({ email: account.email, pendingEmail: email, emailVerified: false });
  expect($session.get().user).toMatchObject({ email: account.email, pendingEmail: email });
});

test('a new language moves the page to it with the "language changed" message carried over', async () => {
  await loadProfile();
  api.open('/dashboard/settings#language');
  const { reloading } = await setLanguage('de');
  expect(reloading).toBe(true);
  expect(navigations).toEqual(['/de/dashboard/settings#language']);
  expect(takeFlash()).toBe('toast.languageChanged');
  expect($session.get().user?.preferredLanguage).toBe('de');
});

test('a refused update rejects with the field messages; the stored profile stays', async () => {
  const before = await loadProfile();
  const other = await registerAccount(api.ctx);
  const err = await updateProfile({ ...names, email: other.email, preferredLanguage: 'tr' }).catch((e: unknown) => e);
  expect(errorCode(err)).toBe('EMAIL_TAKEN');
  expect(Object.keys(fieldErrors(err))).toEqual(['email']);
  expect($profile.get()).toEqual({ status: 'ready', data: before });
});

test('changePassword keeps this tab signed in with a fresh pair and signs every other session out', async () => {
  await changePassword({ currentPassword: account.password, newPassword: 'Yeni56789' });
  expect(localStorage.getItem('refresh_token')).not.toBe(account.refresh_token);
  expect((await refresh(api.ctx, account.refresh_token)).status).toBe(401);
  expect(await checkSession()).toBe(true);
  expect((await apiLogin(api.ctx, account.email, 'Yeni56789')).status).toBe(200);
  const wrong = await changePassword({ currentPassword: 'Yanlis1234', newPassword: 'Baska9999' }).catch(
    (e: unknown) => e,
  );
  expect(Object.keys(fieldErrors(wrong))).toEqual(['currentPassword']);
});

test('uploadAvatar stores the photo and its address (the navbar photo follows it); a file that is no image is refused', async () => {
  await loadProfile();
  const photo = $avatarImage.listen(() => undefined); // mounted, as the navbar keeps it
  const avatarUrl = await uploadAvatar(new File([new Uint8Array(pngBytes())], 'me.png'));
  expect(avatarUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
  expect($profile.get()).toMatchObject({ status: 'ready', data: { avatarUrl } });
  expect($session.get().user?.avatarUrl).toBe(avatarUrl);
  await vi.waitFor(() => expect($avatarImage.get()).toMatch(/^blob:/));
  photo();
  const refused = await uploadAvatar(new File([new Uint8Array(htmlBytes())], 'me.png')).catch((e: unknown) => e);
  expect(errorStatus(refused)).toBe(415);
  expect($profile.get()).toMatchObject({ data: { avatarUrl } });
});

test('deleteAccount removes the account and signs out here', async () => {
  await loadProfile();
  await deleteAccount();
  expect(localStorage.getItem('access_token')).toBeNull();
  expect($session.get().user).toBeNull();
  expect($profile.get()).toEqual({ status: 'loading' });
  expect((await apiLogin(api.ctx, account.email, account.password)).status).toBe(401);
});

test('exportData: a wrong password rejects with the field error; the right one saves the ZIP under its name', async () => {
  const wrong = await exportData({ password: 'not-it' }).catch((err: unknown) => err);
  expect([errorStatus(wrong), Object.keys(fieldErrors(wrong))]).toEqual([400, ['password']]);

  const saved: Blob[] = [];
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:export';
  });
  try {
    expect(await exportData({ password: account.password })).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  } finally {
    createObjectURL.mockRestore();
  }
  const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // a ZIP's local file header
});
