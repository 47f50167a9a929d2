import { STORAGE_KEYS } from '@/lib/constants';
import type { UserRole } from '@/lib/schemas/roles';

/**
 * Where the browser keeps the two tokens (SPEC §3: local storage, keys `access_token` and `refresh_token`).
 * An interface so the API client can be tested with its own storage; the app uses `tokens` below.
 */
export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores the access token and, when given, the (rotated) refresh token. */
  setTokens(pair: { access_token: string; refresh_token?: string | undefined }): void;
  /** Removes both tokens (and the role hint beside them, `rememberRole`). */
  clearTokens(): void;
}

/**
 * Token storage over a `Storage` (localStorage by default). The storage is looked up on each call, so importing
 * this module while Astro pre-renders an island (no `window`) is safe: without storage there are simply no tokens.
 */
export function createTokenStorage(getStorage: () => Storage | undefined = browserStorage): TokenStorage {
  const read = (key: string) => {
    try {
      return getStorage()?.getItem(key) ?? null;
    } catch {
      return null; // storage blocked (privacy mode): behave as logged out
    }
  };
  return {
    getAccessToken: () => read(STORAGE_KEYS.accessToken),
    getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
    setTokens(pair) {
      const storage = getStorage();
      storage?.setItem(STORAGE_KEYS.accessToken, pair.access_token);
      if (pair.refresh_token) storage?.setItem(STORAGE_KEYS.refreshToken, pair.refresh_token);
    },
    clearTokens() {
      const storage = getStorage();
      storage?.removeItem(STORAGE_KEYS.accessToken);
      storage?.removeItem(STORAGE_KEYS.refreshToken);
      storage?.removeItem(STORAGE_KEYS.role);
    },
  };
}

function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * Notes whose tokens are stored, so the guard script of the next page load sends staff straight to /staff instead
 * of through /dashboard (docs/decisions/055). A hint only: every page still asks the server who is signed in.
 */
export function rememberRole(role: UserRole): void {
  try {
    browserStorage()?.setItem(STORAGE_KEYS.role, role);
  } catch {
    // storage blocked: the page shell still redirects by the session
  }
}

/** The app's token storage (localStorage). */
export const tokens: TokenStorage = createTokenStorage();

/** True when an access token is stored: the guard's notion of "logged in" (SPEC §2 rules 2 and 3). */
export const hasAccessToken = (): boolean => tokens.getAccessToken() !== null;
