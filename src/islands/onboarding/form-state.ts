import { useCallback, useState } from 'react';
import type { Step } from '@/lib/stores/onboarding-wizard';
import { loadDraft, saveDraft } from '@/lib/stores/onboarding-wizard-drafts';

/** What the step forms share besides the form kit: list row keys, errors per row, and draft-backed state. */

/** The errors whose path starts with `prefix.` (one list's rows), with the prefix removed. */
export function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(start))
      .map(([path, message]) => [path.slice(start.length), message]),
  );
}

/** A client-side row key, so React and the focus logic keep track of rows while others are added or removed. */
export const rowKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `r${Date.now()}${Math.random()}`;

/** Removes the client-only row key before a row goes to the server. */
export function withoutKeys<T extends { key: string }>(rows: T[]): Omit<T, 'key'>[] {
  return rows.map(({ key: _key, ...row }) => row);
}

/**
 * A step's form state that starts from this tab's unsaved draft, else from the server's data, and writes every
 * change the user makes back to the draft (so a reload loses nothing). A successful save clears the draft.
 */
export function useDraft<T>(step: Step, fromServer: () => T): [T, (update: (current: T) => T) => void] {
  const [value, setValue] = useState<T>(() => {
    const saved = fromServer();
    const draft = loadDraft<T>(step);
    return draft !== null && sameShape(draft, saved) ? draft : saved;
  });
  const update = useCallback(
    (change: (current: T) => T) => {
      setValue((current) => {
        const next = change(current);
        saveDraft(step, next);
        return next;
      });
    },
    [step],
  );
  return [value, update];
}
/** A draft written by an older version of the form (other fields, a list where an object was) is ignored. */
function sameShape(draft: unknown, base: unknown): boolean {
  if (Array.isArray(base)) return Array.isArray(draft);
  if (typeof base !== 'object' || base === null) return typeof draft === typeof base;
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return false;
  const record = draft as Record<string, unknown>;
  return Object.entries(base).every(([key, value]) => sameShape(record[key], value));
}
