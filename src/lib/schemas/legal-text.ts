import { z } from 'zod';

/**
 * The legal texts editors keep in `src/content/legal/<locale>/<slug>.md` (decision 083): the terms and the privacy
 * policy agreed to at registration, the withdrawal information shown at the order step and on /terms, and the
 * start-early request ticked there. A consent stores the `version` of the text it agreed to.
 */
export const LEGAL_TEXTS = ['terms', 'privacy', 'withdrawal', 'start-early'] as const;
export type LegalTextSlug = (typeof LEGAL_TEXTS)[number];

/** YAML turns an unquoted 2026-11-26 into a Date in Astro's loader and into text in ours: both read as the date. */
const calendarDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: 'a date like 2026-11-26' }),
);

export const legalTextSchema = z.object({
  title: z.string().trim().min(2).max(120),
  /** Raised by the editor with every change of wording; the same in every language of the text. */
  version: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,40}$/, { error: 'letters, digits, ".", "-" or "_", at most 40' }),
  /** When this version was written. */
  date: calendarDate,
  /** True until a lawyer provides the text: every page showing it says it is an example, not approved. */
  example: z.boolean(),
  /** A short form for places with little room (the order step's withdrawal summary). */
  summary: z.string().trim().min(10).max(600).optional(),
});
export type LegalText = z.infer<typeof legalTextSchema>;
