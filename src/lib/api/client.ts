import {
  FetchError,
  ofetch,
  type FetchOptions,
  type FetchResponse,
  type MappedResponseType,
  type ResponseType,
} from 'ofetch';
import { API_TIMEOUT_MS } from '@/lib/constants';
import { loginPath } from '@/lib/guard';
import { currentLocale, currentLocation, navigate } from '@/lib/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { API_BASE } from './base';
import { tokens, type TokenStorage } from './tokens';

/** What every successful API answer looks like (DESIGN.md "Envelope"). */
export interface ApiEnvelope<T> {
  success: true;
  data: T;
}

export interface ApiClient {
  /** Like `$fetch`: the parsed body (`responseType` picks blob/text/...). Rejects with ofetch's `FetchError`. */
  <T = unknown, R extends ResponseType = 'json'>(
    path: string,
    options?: FetchOptions<R>,
  ): Promise<MappedResponseType<R, T>>;
  /** The whole response (headers, status; body in `_data`), e.g. for a download's Content-Disposition. */
  raw<T = unknown, R extends ResponseType = 'json'>(
    path: string,
    options?: FetchOptions<R>,
  ): Promise<FetchResponse<MappedResponseType<R, T>>>;
  /**
   * After a 401 'Unauthorized' to a request sent with `sentWith`: joins the one shared refresh, or does nothing when
   * another request has already replaced that token. Rejects when the session cannot be renewed (it has then ended).
   * For transports the client cannot carry (XHR uploads with progress): they get the same single refresh.
   */
  renewToken(sentWith: string | null): Promise<void>;
}

export interface ApiClientOptions {
  /** Default: `API_BASE` (PUBLIC_API_URL, checked in base.ts). */
  baseURL?: string;
  /** Default: localStorage (`tokens`). */
  storage?: TokenStorage;
  /** Sent as Accept-Language. Default: the locale of the current page's URL. */
  locale?: () => Locale;
  /** Called once when the session cannot be renewed, after both tokens are removed. Default: go to /login (with `?next=`). */
  onSessionEnd?: (locale: Locale) => void;
  /** How the client waits before retrying a rate-limited refresh. Default: a timer. */
  sleep?: (ms: number) => Promise<void>;
}

/** A refresh answered 429 is tried this many times in all, waiting Retry-After (at most a minute) in between. */
const REFRESH_ATTEMPTS = 3;
const MAX_RETRY_WAIT_MS = 60_000;

/** How long a 429 asks to wait, in ms; null for any other failure. */
function retryDelay(err: unknown): number | null {
  if (!(err instanceof FetchError) || err.status !== 429) return null;
  const seconds = Number(err.response?.headers.get('retry-after'));
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, MAX_RETRY_WAIT_MS);
}

/** Why a refresh failed (SPEC §8 internal errors); logged, never shown: callers receive the original 401. */
export class RefreshError extends Error {
  override name = 'RefreshError';
}

/**
 * Whether a failed refresh ends the session: only when the server refused the refresh token (400, 401, 403) or
 * there was none to send. No answer (offline, a restarting server), a gateway's 502/503/504 or a 429 leave both
 * tokens in place, and the next request tries the refresh again.
 */
export function endsSession(err: unknown): boolean {
  if (err instanceof RefreshError) return true;
  return err instanceof FetchError && (err.status === 400 || err.status === 401 || err.status === 403);
}

/** The server's cue to renew the access token (DESIGN.md): a 401 whose top-level message is exactly 'Unauthorized'. */
function isRefreshCue(err: unknown): err is FetchError {
  return (
    err instanceof FetchError &&
    err.status === 401 &&
    (err.data as { message?: unknown } | undefined)?.message === 'Unauthorized'
  );
}

/** The access token a failed request was sent with (ofetch keeps the resolved Headers on the error). */
function sentToken(err: FetchError): string | null {
  const header = new Headers(err.options?.headers).get('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * The app's HTTP client (SPEC §4, §7, §9): JSON, bearer token and Accept-Language on every request, 10 s timeout,
 * and on a 401 'Unauthorized' ONE shared refresh for all concurrent failures, each request replayed at most once.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const storage = options.storage ?? tokens;
  const locale = options.locale ?? currentLocale;
  // The login page of the page's locale; a protected page rides along as `?next=` (guard rule 2), so a payment
  // result whose session ended comes back after the sign-in (decision 076).
  const onSessionEnd = options.onSessionEnd ?? (() => navigate(loginPath(currentLocation())));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const base = ofetch.create({
    baseURL: options.baseURL ?? API_BASE,
    timeout: API_TIMEOUT_MS,
    // No silent retries: a request is sent again only after a token refresh, and then only once.
    retry: 0,
    onRequest({ options: request }) {
      const token = storage.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept-Language', locale());
    },
  });

  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      const refreshToken = storage.getRefreshToken();
      if (!refreshToken) throw new RefreshError('No refresh token available');
      const answer = await postRefresh(refreshToken);
      const pair = answer?.data;
      if (typeof pair?.access_token !== 'string' || pair.access_token === '') {
        throw new RefreshError('Invalid refresh token response');
      }
      storage.setTokens({
        access_token: pair.access_token,
        refresh_token: typeof pair.refresh_token === 'string' ? pair.refresh_token : undefined,
      });
    } catch (err) {
      console.warn('Session refresh failed:', err instanceof Error ? err.message : err);
      // Rate limited, offline, server restarting: the session is fine, only this attempt was not.
      if (!endsSession(err)) throw err;
      storage.clearTokens();
      onSessionEnd(locale());
      throw err;
    }
  }

  /** A 429 means "wait and retry" (Retry-After), never "log out". */
  async function postRefresh(refreshToken: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await base<{ data?: { access_token?: unknown; refresh_token?: unknown } }>('/auth/refresh', {
          method: 'POST',
          body: { refresh_token: refreshToken },
        });
      } catch (err) {
        const delay = retryDelay(err);
        if (delay === null || attempt >= REFRESH_ATTEMPTS) throw err;
        await sleep(delay);
      }
    }
  }

  /** All concurrent callers share one refresh; a new one may start only after it has settled. */
  function refreshOnce(): Promise<void> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function renewToken(sentWith: string | null): Promise<void> {
    const stored = storage.getAccessToken();
    // A request that failed with an already replaced token only needs replaying: no second refresh.
    return stored === null || stored === sentWith ? refreshOnce() : Promise.resolve();
  }

  async function withRefresh<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      if (!isRefreshCue(err)) throw err;
      try {
        await renewToken(sentToken(err));
      } catch (refreshErr) {
        // A session that ended answers with the original 401; one that could not be renewed just now with why
        // (no answer: the UI's "cannot connect" message).
        throw endsSession(refreshErr) ? err : refreshErr;
      }
      return send(); // the one retry; whatever it answers goes to the caller
    }
  }

  const client = (<T, R extends ResponseType>(path: string, opts?: FetchOptions<R>) =>
    withRefresh(() => base<T, R>(path, opts))) as ApiClient;
  client.raw = <T, R extends ResponseType>(path: string, opts?: FetchOptions<R>) =>
    withRefresh(() => base.raw<T, R>(path, opts));
  client.renewToken = renewToken;
  return client;
}

/** The app's client. Paths are relative to the API base: `api<ApiEnvelope<Profile>>('/profile')`. */
export const api: ApiClient = createApiClient();
