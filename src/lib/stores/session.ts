import { map } from 'nanostores';
import { LOADING_FLAG_DELAY_MS } from '@/lib/constants';
import { api } from '@/lib/api/client';
import { apiData } from '@/lib/api/data';
import { rememberRole, tokens } from '@/lib/api/tokens';
import { leaveNotice } from '@/lib/page-notice';
import {
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SessionUser,
  authResultSchema,
  messageAnswerSchema,
  sessionUserSchema,
} from '@/lib/schemas/auth';
import { resetOnboarding } from './onboarding-status';

/**
 * Who is signed in, and the account actions that need no session (SPEC §4 "Session"). Actions resolve with their
 * result or reject with the API error, which the component turns into text (docs/decisions/009).
 */

export interface SessionState {
  /** The signed-in user, null when logged out or not yet checked. */
  user: SessionUser | null;
  /** An action is running (stays on LOADING_FLAG_DELAY_MS after it ends, so buttons do not flicker). */
  loading: boolean;
  /** The first session check has ended (by success or failure). */
  checked: boolean;
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
 * rejects: "not signed in" is an answer, not a failure); sets `checked`. Concurrent calls share one request.
 */
export function checkSession(): Promise<boolean> {
  checking ??= track(async () => {
    try {
      const user = tokens.getAccessToken() === null ? null : await apiData('/auth/session', sessionUserSchema);
      if (user) rememberRole(user.role);
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
    const result = await apiData(path, authResultSchema, { method: 'POST', body: input });
    resetOnboarding();
    tokens.setTokens(result);
    rememberRole(result.user.role);
    $session.set({ ...$session.get(), user: result.user, checked: true });
    return result.user;
  });
}

/** POST /auth/login; stores both tokens and the user. */
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
        const { message } = await apiData('/auth/logout', messageAnswerSchema, {
          method: 'POST',
          body: { refresh_token: refreshToken },
        });
        leaveNotice(message);
      }
    } catch {
      // The server may already consider the session over; the local logout happens regardless.
    }
    forgetSession();
  });
}

/**
 * POST /auth/logout-all, "sign out everywhere" (decision 076): every session of the account ends, this one too, so
 * it is forgotten here as after `logout`. Rejects when the server did not do it (the user stays signed in).
 */
export function logoutEverywhere(): Promise<void> {
  return track(async () => {
    const { message } = await apiData('/auth/logout-all', messageAnswerSchema, { method: 'POST' });
    leaveNotice(message);
    forgetSession();
  });
}

function forgetSession() {
  tokens.clearTokens();
  $session.setKey('user', null);
  resetOnboarding();
}

/** Merges changed fields (e.g. after a profile update) into the signed-in user. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const user = $session.get().user;
  if (user) $session.setKey('user', { ...user, ...patch });
}

/** POST /auth/forgot-password. Resolves the same whether or not the address has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await track(() => api('/auth/forgot-password', { method: 'POST', body: input }));
}

/** POST /auth/reset-password with the mailed token; a dead link rejects with code INVALID_RESET_TOKEN. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await track(() => api('/auth/reset-password', { method: 'POST', body: input }));
}
