import { $session } from './session';

/**
 * What the user typed on a wizard step but the server could not take yet (an unfinished row, a missing field).
 * Kept in sessionStorage: it survives a reload and the "save and continue later" round trip in this tab, and goes
 * when the tab closes. Keyed by user, so someone else signing in on the same tab never sees it.
 */

const PREFIX = 'onboarding-draft:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked: drafts are a convenience, the wizard works without them
  }
}

const key = (step: number) => {
  const user = $session.get().user;
  return user ? `${PREFIX}${user.id}:${step}` : null;
};

export function saveDraft(step: number, value: unknown): void {
  const k = key(step);
  try {
    if (k) storage()?.setItem(k, JSON.stringify(value));
  } catch {
    // quota exceeded: the typed values stay on screen, only the reload safety net is lost
  }
}

export function loadDraft<T>(step: number): T | null {
  const k = key(step);
  const raw = k ? storage()?.getItem(k) : null;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearDraft(step: number): void {
  const k = key(step);
  if (k) storage()?.removeItem(k);
}

/** Steps of the signed-in user that hold a draft, lowest first. */
export function draftSteps(): number[] {
  const user = $session.get().user;
  const store = storage();
  if (!user || !store) return [];
  const prefix = `${PREFIX}${user.id}:`;
  const steps: number[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const k = store.key(i);
    if (k?.startsWith(prefix)) steps.push(Number(k.slice(prefix.length)));
  }
  return steps.filter(Number.isInteger).sort((a, b) => a - b);
}

export function clearDrafts(): void {
  for (const step of draftSteps()) clearDraft(step);
}
