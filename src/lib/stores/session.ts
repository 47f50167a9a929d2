import { map } from 'nanostores';
import { LOADING_FLAG_DELAY_MS } from '../constants';
import { apiData } from '../api/client';
import { tokens } from '../api/tokens';
import { isAuthRoute } from '../guard';
import { currentPath, navigate } from '../navigation';
import { leaveNotice } from '../page-notice';
import { localeFromPath, localePath, stripLocale } from '../i18n/locales';
import type { LoginInput, RegisterInput } from '../schemas/auth';
import type { SessionUser } from '../schemas/profile';
import { resetOnboarding } from './onboarding-status';

export interface SessionState {
  /** The signed-in user, null when logged out or not yet checked. */
  user: SessionUser | null;
  /** An action is running (stays on LOADING_FLAG_DELAY_MS after it ends, so buttons do not flicker). */
  loading: boolean;
  /** The first session check has ended (by success or failure). */
  checked: boolean;
}

/** What POST /auth/login and /auth/register answer in `data`. */
export interface AuthResult {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
}

export const $session = map<SessionState>({ user: null, loading: false, checked: false });

let running = 0;
async function track<T>(action: () => Promise<T>): Promise<T> {
  running += 1;
  $session.setKey('loading', true);
  try {
    return await action();
  } finally {
    setTimeout(() => {
      running -= 1;
      if (running === 0) $session.setKey('loading', false);
    }, LOADING_FLAG_DELAY_MS);
  }
}

let checking: Promise<boolean> | null = null;

/**
 * GET /auth/session. Resolves false and clears the user when no token is stored or the lookup fails (never
 * rejects); sets `checked`. Concurrent calls share one request.
 */
export function checkSession(): Promise<boolean> {
  checking ??= track(async () => {
    try {
      const user = tokens.getAccessToken() === null ? null : await apiData<SessionUser>('/auth/session');
      $session.setKey('user', user);
      return user !== null;
    } catch {
      $session.setKey('user', null);
      return false;
    } finally {
      $session.setKey('checked', true);
    }
  }).finally(() => {
    checking = null;
  });
  return checking;
}

async function authenticate(path: '/auth/login' | '/auth/register', input: LoginInput | RegisterInput) {
  return track(async () => {
    const result = await apiData<AuthResult>(path, { method: 'POST', body: input });
    resetOnboarding();
    tokens.setTokens(result);
    $session.set({ ...$session.get(), user: result.user, checked: true });
    return result.user;
  });
}

/** POST /auth/login; stores both tokens and the user. Rejects with the API error (use errorMessage/fieldErrors). */
export const login = (input: LoginInput): Promise<SessionUser> => authenticate('/auth/login', input);

/** POST /auth/register; same as `login`. */
export const register = (input: RegisterInput): Promise<SessionUser> => authenticate('/auth/register', input);

/**
 * POST /auth/logout (errors ignored), then forgets tokens, user and onboarding status. Never rejects. The server's
 * "you are logged out" is left for the next page (src/lib/page-notice.ts): the landing page shows it.
 */
export function logout(): Promise<void> {
  return track(async () => {
    const refreshToken = tokens.getRefreshToken();
    try {
      if (refreshToken) {
        const { message } = await apiData<{ message: string }>('/auth/logout', { method: 'POST', body: { refresh_token: refreshToken } });
        leaveNotice(message);
      }
    } catch {
      // The server may already consider the session over; the local logout happens regardless.
    }
    tokens.clearTokens();
    $session.setKey('user', null);
    resetOnboarding();
  });
}

/** Merges changed fields (e.g. after a profile update) into the signed-in user. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const user = $session.get().user;
  if (user) $session.setKey('user', { ...user, ...patch });
}

let localeChecked = false;

/**
 * SPEC §4 "loading the session sets the interface language": when the user's preferredLanguage differs from the
 * page's locale, go to the same route in that locale. Runs once per page load and never on auth pages.
 * Returns true when it navigates (the caller keeps its spinner).
 */
export function switchToPreferredLocale(user: SessionUser, path: string = currentPath()): boolean {
  if (localeChecked || isAuthRoute(path)) return false;
  localeChecked = true;
  if (user.preferredLanguage === localeFromPath(path)) return false;
  const rest = typeof location === 'undefined' ? '' : location.search + location.hash;
  navigate(localePath(user.preferredLanguage, stripLocale(path)) + rest);
  return true;
}
