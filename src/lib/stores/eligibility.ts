import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { hasAccessToken } from '@/lib/api/tokens';
import {
  type ExchangeRate,
  type SavedCheck,
  type Tool,
  exchangeRateSchema,
  savedAnswerSchema,
  savedCheckSchema,
} from '@/lib/schemas/eligibility';
import { z } from 'zod';

/**
 * The free tools' network side (the rules themselves run in the browser, see src/lib/eligibility): the EUR→TRY
 * rate for the cost planner, saving a result to the signed-in user's case, and the saved results for the
 * dashboard. Islands call these actions and read the atoms; they never fetch themselves.
 */

export type RateState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; rate: ExchangeRate | null };
export const $rate = atom<RateState>({ status: 'idle' });
let rateRequest: Promise<ExchangeRate | null> | null = null;

/**
 * GET /eligibility/rate once per page (a second call shares the first answer): resolves with the rate (null when
 * none is stored), rejects with the API error unchanged (decision 009) and leaves `$rate` at 'error', so the
 * planner stays in euros and the island words the reason.
 */
export function loadRate(): Promise<ExchangeRate | null> {
  rateRequest ??= (async () => {
    $rate.set({ status: 'loading' });
    try {
      const rate = await apiData('/eligibility/rate', exchangeRateSchema.nullable());
      $rate.set({ status: 'ready', rate });
      return rate;
    } catch (error) {
      $rate.set({ status: 'error' });
      throw error;
    }
  })();
  return rateRequest;
}

const ENDPOINT: Record<Tool, string> = {
  'route-check': '/eligibility/route-check',
  chancenkarte: '/eligibility/chancenkarte',
};

/** POST the answers as a signed-in user: the server recomputes the result and stores both on the case. */
export async function saveCheck(tool: Tool, answers: unknown): Promise<SavedCheck> {
  const { saved } = await apiData(ENDPOINT[tool], savedAnswerSchema, {
    method: 'POST',
    body: answers as Record<string, unknown>,
  });
  if (!saved) throw new Error('The check was not saved: no session');
  $savedChecks.set([saved, ...($savedChecks.get() ?? [])]);
  return saved;
}

export const $savedChecks = atom<SavedCheck[] | null>(null);

/** GET /eligibility/checks for the dashboard; rejects on failure (the card shows its error state). */
export async function loadSavedChecks(): Promise<SavedCheck[]> {
  const checks = await apiData('/eligibility/checks', z.array(savedCheckSchema));
  $savedChecks.set(checks);
  return checks;
}

export const isSignedIn = (): boolean => hasAccessToken();

/**
 * A visitor who wants to save first signs in: the answers wait in this tab's sessionStorage and the dashboard
 * offers to save them. Nothing leaves the browser before the user is signed in and asks for it.
 */
const PENDING_KEY = 'eligibility:pending';

export function rememberPendingCheck(tool: Tool, answers: unknown): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ tool, answers }));
  } catch {
    // storage blocked: the visitor can still answer again after signing in
  }
}

export function pendingCheck(): { tool: Tool; answers: unknown } | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    const parsed = raw ? (JSON.parse(raw) as { tool?: unknown; answers?: unknown }) : null;
    return parsed && (parsed.tool === 'route-check' || parsed.tool === 'chancenkarte')
      ? { tool: parsed.tool, answers: parsed.answers }
      : null;
  } catch {
    return null;
  }
}

export function forgetPendingCheck(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing to forget
  }
}

/** Saves the waiting answers (if any) to the case, then forgets them. */
export async function savePendingCheck(): Promise<SavedCheck | null> {
  const pending = pendingCheck();
  if (!pending) return null;
  const saved = await saveCheck(pending.tool, pending.answers);
  forgetPendingCheck();
  return saved;
}
