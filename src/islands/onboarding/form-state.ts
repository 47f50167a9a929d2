import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { z } from 'zod';
import { $wizardFieldErrors, type Step } from '@/lib/stores/onboarding-wizard';
import { loadDraft, saveDraft } from '@/lib/stores/onboarding-wizard-drafts';
import { useSchemaForm, type FormValues } from '@/islands/shared/form/useSchemaForm';

/**
 * A step's form on the form kit (decision 066): it starts from this tab's unsaved draft, else from the server's
 * data, and writes every change the user makes back to the draft (decision 007: a reload loses nothing; a
 * successful save clears it). The draft keeps its earlier shape: the values, or one list of them (`draftOf`, the
 * languages step stores its rows). The wizard's last failure puts the server's messages on their fields.
 */
export function useStepForm<V extends FormValues, S extends z.ZodType>(
  step: Step,
  schema: S,
  fromServer: () => V,
  draftOf?: keyof V & string,
) {
  const serverErrors = useStore($wizardFieldErrors);
  const [initial] = useState<V>(() => {
    const saved = fromServer();
    const base = draftOf ? saved[draftOf] : saved;
    const draft = loadDraft<unknown>(step);
    if (draft === null || !sameShape(draft, base)) return saved;
    return draftOf ? { ...saved, [draftOf]: draft } : (draft as V);
  });
  return useSchemaForm(schema, initial, {
    idPrefix: '',
    fallbackErrorKey: 'onboarding:errors.save',
    serverErrors,
    onChange: (values) => saveDraft(step, draftOf ? values[draftOf] : values),
  });
}

/** A draft written by an older version of the form (other fields, a list where an object was) is ignored. */
function sameShape(draft: unknown, base: unknown): boolean {
  if (Array.isArray(base)) return Array.isArray(draft);
  if (typeof base !== 'object' || base === null) return typeof draft === typeof base;
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return false;
  const record = draft as Record<string, unknown>;
  return Object.entries(base).every(([key, value]) => sameShape(record[key], value));
}
