import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { tokens } from '@/lib/api/tokens';
import type { Locale } from '@/lib/i18n/locales';
import {
  type ChangePasswordInput,
  type ConfirmPasswordInput,
  messageAnswerSchema,
  passwordChangedSchema,
} from '@/lib/schemas/auth';
import { downloadFrom } from '@/lib/uploads/download';
import { type Profile, type ProfileUpdateInput, avatarAnswerSchema, profileSchema } from '@/lib/schemas/profile';
import { loadedData, loadInto, type Loadable } from './loadable';
import { followPreferredLanguage } from './locale';
import { logout, updateSessionUser } from './session';

/**
 * The signed-in user's editable profile (GET/PUT /profile and its sub-resources), read by the profile and settings
 * pages. Actions resolve with their result or reject with the API error unchanged; the component words it
 * (docs/decisions/009). A failed load also stays in the store, since the page shows it in place of its content.
 */

export const $profile = atom<Loadable<Profile>>({ status: 'loading' });

/** What saving answers: the stored profile, and whether the page is already leaving for the new language. */
export interface ProfileSaved {
  profile: Profile;
  reloading: boolean;
}

function ready(profile: Profile): Profile {
  $profile.set({ status: 'ready', data: profile });
  return profile;
}

/** GET /profile. */
export const loadProfile = (): Promise<Profile> => loadInto($profile, () => apiData('/profile', profileSchema));

/**
 * PUT /profile, then the session shows the new names (a new e-mail as pending until its link is opened), and the
 * interface follows a new language.
 */
export async function updateProfile(input: ProfileUpdateInput): Promise<ProfileSaved> {
  const profile = ready(await apiData('/profile', profileSchema, { method: 'PUT', body: input }));
  const { firstName, lastName, email, pendingEmail, preferredLanguage } = profile;
  updateSessionUser({ firstName, lastName, email, pendingEmail, preferredLanguage });
  return { profile, reloading: followPreferredLanguage(preferredLanguage) };
}

/**
 * Only the interface language (settings, the console's switch): PUT /profile/language, then like `updateProfile`
 * the session and the page follow it. Works without the profile loaded.
 */
export async function setLanguage(preferredLanguage: Locale): Promise<ProfileSaved> {
  const profile = ready(
    await apiData('/profile/language', profileSchema, { method: 'PUT', body: { preferredLanguage } }),
  );
  updateSessionUser({ preferredLanguage: profile.preferredLanguage });
  return { profile, reloading: followPreferredLanguage(profile.preferredLanguage) };
}

/**
 * POST /profile/change-password. The server signs every other device out and hands this one a fresh pair, which
 * replaces the stored one so this tab stays signed in.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  tokens.setTokens(await apiData('/profile/change-password', passwordChangedSchema, { method: 'POST', body: input }));
}

/**
 * POST /profile/export: the password typed again, then a ZIP of all the account's data is saved by the browser.
 * Resolves with the file name; rejects with the API error (a wrong password is a field error on `password`).
 */
export const exportData = (input: ConfirmPasswordInput): Promise<string> =>
  downloadFrom('/profile/export', 'data-export.zip', { method: 'POST', body: input });

/** POST /profile/avatar (multipart field `avatar`); resolves to the new avatarUrl, which the navbar shows at once. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('avatar', file);
  const { avatarUrl } = await apiData('/profile/avatar', avatarAnswerSchema, { method: 'POST', body });
  ready({ ...loadedData($profile), avatarUrl });
  updateSessionUser({ avatarUrl });
  return avatarUrl;
}

/** DELETE /profile, then signs out here (tokens, user, onboarding status) and forgets the profile. */
export async function deleteAccount(): Promise<void> {
  await apiData('/profile', messageAnswerSchema, { method: 'DELETE' });
  await logout();
  $profile.set({ status: 'loading' });
}
