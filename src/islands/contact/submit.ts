import { API_TIMEOUT_MS } from '../../lib/constants';
import type { Locale } from '../../lib/i18n/locales';
import type { ContactInput } from '../../lib/schemas/contact';

/** Where the browser finds the API: same origin by default, another host when the site is served from a CDN. */
export const API_BASE = ((import.meta.env.PUBLIC_API_URL as string | undefined) ?? '/api').replace(/\/+$/, '');

export type ContactResult =
  | { ok: true }
  /** status 0: no answer at all (offline, timeout). `message` and `fields` are already in the page's language. */
  | { ok: false; status: number; message?: string; fields?: Record<string, string> };

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/** POST /contact in the page's language (Accept-Language), reduced to what the form shows. */
export async function submitContact(data: ContactInput, locale: Locale, fetcher: Fetcher = (i, o) => fetch(i, o)): Promise<ContactResult> {
  let res: Response;
  try {
    res = await fetcher(`${API_BASE}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as {
    message?: string;
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  const message = body?.error?.message ?? body?.message;
  const fields = body?.error?.fields;
  return { ok: false, status: res.status, ...(message && { message }), ...(fields && { fields }) };
}
