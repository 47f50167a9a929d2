import { tokens } from './tokens';

/**
 * Requests a protected page starts from its inline head script (GuardScript.astro, decision 095), before any of
 * its JavaScript has arrived: the session and the onboarding status every app page asks for first. The island's
 * `apiData` then takes the answer instead of asking again, so those round trips run beside the script download
 * instead of after it. Each answer is taken once; anything but a 2xx envelope (a 401 of an expired token, no
 * network) is left to the API client, which asks again with its usual token refresh.
 */

/** Where the head script leaves its requests: `window[EARLY_GLOBAL] = { token, answers: { path: Promise } }`. */
export const EARLY_GLOBAL = '__earlyApi';

/** The API paths (relative to API_BASE) every protected app page asks for first; the onboarding status if rule 4 applies. */
export const EARLY_SESSION_PATH = '/auth/session';
export const EARLY_ONBOARDING_PATH = '/onboarding/current-step';

export interface EarlyAnswer {
  success?: unknown;
  data?: unknown;
}

interface EarlyRequests {
  /** The access token the requests were sent with. */
  token: string;
  answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
}

/**
 * The head script's statement starting `paths` with the access token in the variable `token` (plain ES5: it runs
 * before any bundle). Every promise resolves — to the parsed body of a 2xx answer or to null — so nothing is left
 * unhandled when the page never takes it.
 */
export function earlyRequestsCode(apiBase: string, paths: readonly string[], token: string): string {
  const send = `function(p){a[p]=fetch(${JSON.stringify(apiBase)}+p,{headers:{Authorization:"Bearer "+${token},"Accept-Language":document.documentElement.lang}}).then(function(s){return s.ok?s.json():null}).catch(function(){return null})}`;
  return `var a={};${JSON.stringify(paths)}.forEach(${send});window[${JSON.stringify(EARLY_GLOBAL)}]={token:${token},answers:a}`;
}

/**
 * The head script's answer for `path`, once, if it was sent with the access token stored now; null when there is
 * none (another page, a token replaced since, already taken). The promise resolves to null for a failed request.
 */
export function takeEarlyAnswer(path: string): Promise<EarlyAnswer | null> | null {
  if (typeof window === 'undefined') return null;
  const early = (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_GLOBAL];
  const answer = early?.answers[path];
  if (!early || !answer) return null;
  delete early.answers[path];
  return early.token === tokens.getAccessToken() ? answer : null;
}
