import { z } from 'zod';
import { ROUTE_IDS } from './eligibility';

/**
 * The plan's editable content (`src/content/plan/*.yaml`, decision 080): the documents each residence route needs
 * and the dated facts of the visa and language pages. Every entry must name an official source and the day it was
 * checked; a route an item's source does not list is shown "to be confirmed by your advisor", never as fact.
 */

/** YAML reads `2026-11-26` as a Date; the site and the API both keep the plain ISO day. */
const isoDay = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.iso.date({ error: 'a check date like 2026-11-26 (checkedAt)' }),
);
const sourceUrl = z.url({ protocol: /^https$/, error: 'an https source URL (source)' });
const line = (max: number) => z.string().trim().min(3).max(max);
const itemText = z.object({ title: line(140), how: line(600) }).strict();

export const planItemContentSchema = z
  .object({
    order: z.int().min(0),
    routes: z.array(z.enum(ROUTE_IDS)).min(1),
    /** The routes for which `source` really lists this item; on the others it is "to be confirmed". */
    confirmedFor: z.array(z.enum(ROUTE_IDS)),
    source: sourceUrl,
    checkedAt: isoDay,
    /** What to bring on the appointment day: the original, and how many copies. */
    bring: z.object({ originals: z.boolean(), copies: z.int().min(0).max(5) }).strict(),
    text: z.object({ tr: itemText, en: itemText, de: itemText }).strict(),
  })
  .strict()
  .refine((item) => item.confirmedFor.every((route) => item.routes.includes(route)), {
    message: 'confirmedFor may only name routes the item is on',
    path: ['confirmedFor'],
  });
export type PlanItemContent = z.output<typeof planItemContentSchema>;

/** A key names the item in the database (`plan_item` of a document), so it stays a stable identifier. */
export const PLAN_ITEM_KEY = /^[a-z][A-Za-z0-9]{1,39}$/;
export const planChecklistSchema = z
  .record(z.string().regex(PLAN_ITEM_KEY), planItemContentSchema)
  .refine((items) => Object.keys(items).length > 0, 'the checklist is empty');

export const planFactSchema = z
  .object({
    value: z.number().positive().optional(),
    unit: z.enum(['EUR', 'hours']).optional(),
    url: sourceUrl.optional(),
    confirmed: z.boolean(),
    source: sourceUrl,
    checkedAt: isoDay,
  })
  .strict();
export type PlanFact = z.output<typeof planFactSchema>;

/** The facts the pages read by name: a missing one fails the build, not a page at runtime. */
export const PLAN_FACT_KEYS = [
  'visaFee',
  'visaFeeMinor',
  'idataServiceFee',
  'idataOnly',
  'idataWebsite',
  'hoursA1',
  'hoursA2',
  'hoursB1',
  'hoursB2',
  'hoursC1',
  'hoursC2',
  'examGoetheIstanbul',
  'examGoetheAnkara',
  'examTelc',
  'examOesd',
  'chancenkarteLanguage',
] as const;
export type PlanFactKey = (typeof PLAN_FACT_KEYS)[number];
export const planFactsSchema = z
  .object(
    Object.fromEntries(PLAN_FACT_KEYS.map((key) => [key, planFactSchema])) as Record<
      PlanFactKey,
      typeof planFactSchema
    >,
  )
  .strict();
export type PlanFacts = z.output<typeof planFactsSchema>;
