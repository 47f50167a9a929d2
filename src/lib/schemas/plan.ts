import { z } from 'zod';
import { CEFR_LEVELS, ROUTE_IDS } from './eligibility';
import { text } from './fields';
import { PLAN_ITEM_KEY } from './plan-content';

/**
 * The customer's plan (issue 28, decision 079): the route, the documents it needs with their state, and the
 * language plan's inputs. GET /api/plan answers `planSchema`; the staff console reads the same shape per case.
 */
export const PLAN_ROUTE_SOURCES = ['check', 'advisor'] as const;
export const PLAN_ITEM_STATUSES = ['missing', 'uploaded', 'in_review', 'approved', 'rejected'] as const;
export const planItemStatusSchema = z.enum(PLAN_ITEM_STATUSES);
export type PlanItemStatus = z.infer<typeof planItemStatusSchema>;

const day = z.iso.date();
export const planItemKeySchema = z.string().regex(PLAN_ITEM_KEY, 'validation.invalid');

export const planItemSchema = z.object({
  key: planItemKeySchema,
  title: z.string(),
  /** How to obtain it in Turkey, in the reader's language. */
  how: z.string(),
  /**
   * missing: nothing filed; uploaded: a matching document came from another screen (onboarding CV or certificate)
   * and waits for review; in_review: filed under this item, waiting for review; approved; rejected (see reason).
   */
  status: planItemStatusSchema,
  rejectionReason: z.string().nullable(),
  documentId: z.uuid().nullable(),
  /** The effective position (the advisor's, else the content's), smallest first: what a reorder swaps. */
  order: z.int(),
  /** Waived by the advisor: shown, but not needed and not counted. */
  waived: z.boolean(),
  /** False: the source does not list it for this route, so the screen says "to be confirmed by your advisor". */
  confirmed: z.boolean(),
  /**
   * Added by the advisor for this case (decision 085), in their words: it has no official source (`source` and
   * `checkedAt` are null — the screens say so instead of inventing one) and no bring rule (`bring` null).
   */
  addedByAdvisor: z.boolean(),
  source: z.url().nullable(),
  checkedAt: day.nullable(),
  bring: z.object({ originals: z.boolean(), copies: z.int() }).nullable(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planSchema = z.object({
  /** null until the customer or the advisor chose one. */
  route: z.enum(ROUTE_IDS).nullable(),
  routeSource: z.enum(PLAN_ROUTE_SOURCES).nullable(),
  /** The best fit of the newest saved route check, offered when no route is chosen yet. */
  suggestedRoute: z.enum(ROUTE_IDS).nullable(),
  items: z.array(planItemSchema),
  /** Approved items among those not waived, 0–100. */
  progress: z.int().min(0).max(100),
  language: z.object({
    /** The best German level of onboarding and approved certificates; null when none is known. */
    current: z.enum(CEFR_LEVELS).nullable(),
    /** The level the route names (§ 20a: A1), when the content confirms one. */
    routeLevel: z.enum(CEFR_LEVELS).nullable(),
    /** The programme's entry level (B1). */
    programmeLevel: z.enum(CEFR_LEVELS),
  }),
});
export type Plan = z.infer<typeof planSchema>;

/** PUT /api/plan/route: the customer picks a route (from their route check). */
export const planRouteSchema = z.object({ route: z.enum(ROUTE_IDS, { error: 'validation.invalid' }) });
export type PlanRouteInput = z.infer<typeof planRouteSchema>;

/** PATCH /api/staff/cases/{id}/plan/items/{key}: waive, require again, or move an item. */
export const planItemChangeSchema = z
  .object({
    waived: z.boolean().optional(),
    required: z.boolean().optional(),
    order: z.int().min(0).max(1000).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { message: 'validation.required' })
  .refine((change) => change.waived === undefined || change.required === undefined, {
    message: 'validation.invalid',
  });
export type PlanItemChange = z.infer<typeof planItemChangeSchema>;

/** POST /api/staff/cases/{id}/plan/items: the advisor's own item for this case (decision 085). */
export const PLAN_ITEM_TITLE_MAX = 140;
export const PLAN_ITEM_HOW_MAX = 600;
export const customPlanItemSchema = z.object({
  title: text(PLAN_ITEM_TITLE_MAX).min(3),
  how: text(PLAN_ITEM_HOW_MAX, { multiline: true }).optional(),
});
export type CustomPlanItemInput = z.infer<typeof customPlanItemSchema>;

/** GET /api/plan/visa-checklist.pdf?lang= */
export const visaChecklistQuerySchema = z.object({ lang: z.enum(['tr', 'de']).default('tr') });
