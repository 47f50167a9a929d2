import { z } from 'zod';
import { text } from './fields';

/**
 * One service package as written in `src/content/packages/<locale>/<slug>.md`. The same schema validates the
 * Astro collection (the site) and the catalog loader (the API seeds from it), so both read one source.
 * Prices are integer euro cents, VAT included.
 */
export const packageCodeSchema = text(32).regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'an upper-case code like STANDARD');

export const processStepSchema = z.object({
  /** Stable identifier shared by every language (`recognition`, `work-permit`): progress is stored against it. */
  key: text(48).regex(/^[a-z][a-z0-9-]{1,47}$/, 'a lower-case key like work-permit'),
  title: text(120).min(1),
  /** Whether the step must be completed for the package's process to count as done. */
  required: z.boolean(),
});

export const packageSchema = z
  .object({
    code: packageCodeSchema,
    /** Name shown to visitors in this file's language. */
    name: text(60).min(1),
    type: z.enum(['monthly', 'one-time']),
    /** Euro cents, VAT included: 9900 is €99.00. Per month for monthly packages. */
    priceCents: z.int().positive().max(10_000_000),
    /** How long the package runs; leave it out and set `unlimited: true` for open-ended support. */
    durationMonths: z.int().positive().max(60).optional(),
    unlimited: z.literal(true).optional(),
    /** Position on the page, smallest first. */
    order: z.int().min(0).default(0),
    /** The one package the landing page marks as the most chosen. */
    highlighted: z.boolean().default(false),
    description: text(400, { multiline: true }).min(1),
    features: z.array(text(160).min(1)).min(1).max(12),
    services: z.array(text(160).min(1)).min(1).max(12),
    processSteps: z.array(processStepSchema).min(1).max(20),
  })
  .strict()
  .refine((p) => (p.durationMonths === undefined) !== (p.unlimited === undefined), {
    message: 'set exactly one of durationMonths or unlimited: true',
    path: ['durationMonths'],
  })
  .refine((p) => new Set(p.processSteps.map((s) => s.key)).size === p.processSteps.length, {
    message: 'process step keys must be unique',
    path: ['processSteps'],
  });

export type PackageData = z.output<typeof packageSchema>;
export type ProcessStep = z.output<typeof processStepSchema>;
