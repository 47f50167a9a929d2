import { z } from 'zod';
import { packageTypeSchema } from './catalog';
import { text } from './fields';
import { checkoutSessionSchema } from './payments';

/** A bought package and its process (SPEC §3 user package, §4 package and process step statuses). */
export const PACKAGE_STATUSES = [
  'active',
  'inactive',
  'expired',
  'cancelled',
  'pending',
  'processing',
  'completed',
  'failed',
] as const;
export const packageStatusSchema = z.enum(PACKAGE_STATUSES);
export type PackageStatus = z.infer<typeof packageStatusSchema>;

export const STEP_STATUSES = ['completed', 'in_progress', 'not_started', 'failed', 'pending'] as const;
export const stepStatusSchema = z.enum(STEP_STATUSES);
export type StepStatus = z.infer<typeof stepStatusSchema>;

/** `PATCH /api/user-packages/{id}`: the only thing a customer changes. */
export const userPackageUpdateSchema = z.object({ autoRenew: z.boolean({ error: 'validation.invalid' }) });
export type UserPackageUpdate = z.infer<typeof userPackageUpdateSchema>;

const instant = z.iso.datetime({ offset: true });

export const userPackageStepSchema = z.object({
  key: z.string(),
  title: z.string(),
  required: z.boolean(),
  status: stepStatusSchema,
  completedAt: instant.nullable(),
  notes: z.string().nullable(),
});
export type UserPackageStep = z.infer<typeof userPackageStepSchema>;

export const userPackageSchema = z.object({
  id: z.string(),
  package: z.object({ id: z.string(), code: z.string(), type: packageTypeSchema, name: z.string() }),
  status: packageStatusSchema,
  startDate: instant,
  /** End of the paid period (a monthly package renews here); null for an unlimited one-time package. */
  endDate: instant.nullable(),
  /** When the package's whole term ends; null when unlimited. */
  termEndDate: instant.nullable(),
  /** Whole days until `endDate` by the server's clock (0 once passed); null without an end. */
  remainingDays: z.int().nullable(),
  /** Percent of the process steps completed. */
  progress: z.number(),
  autoRenew: z.boolean(),
  /** Whether `autoRenew` can be switched (monthly, active, term not yet over). */
  renewable: z.boolean(),
  notes: z.string().nullable(),
  completedAt: instant.nullable(),
  /** The whole process in one status, derived from the steps. */
  timelineStatus: stepStatusSchema,
  steps: z.array(userPackageStepSchema),
  createdAt: instant,
  /** What a customer types to cancel or withdraw signed out (the purchase's receipt number). */
  contractNumber: z.string().nullable(),
  /** A downgrade that happens at the period's end (decision 074). */
  scheduledChange: z.object({ packageCode: z.string(), at: instant }).nullable(),
  /** When the customer cancelled it (§ 312k BGB); it runs to `endDate` and does not renew. */
  cancelledAt: instant.nullable(),
  /** The last moment of the 14-day withdrawal period while it is open; null afterwards or when withdrawn. */
  withdrawableUntil: instant.nullable(),
});
export type UserPackage = z.infer<typeof userPackageSchema>;

/** `POST /api/user-packages/{id}/change` and the quote's query: the catalog package to move to (id or code). */
export const packageChangeSchema = z.object({ packageId: text(64).min(1) });
export type PackageChange = z.infer<typeof packageChangeSchema>;

/** `GET /api/user-packages/{id}/change?packageId=`: what a change would do, shown before the customer confirms. */
export const packageChangeQuoteSchema = z.object({
  direction: z.enum(['upgrade', 'downgrade']),
  packageCode: z.string(),
  /** Charged now: the prorated difference of an upgrade; 0 for a downgrade. */
  amountCents: z.int(),
  /** The new package's monthly price from the next period on. */
  monthlyPriceCents: z.int(),
  remainingDays: z.int(),
  periodDays: z.int(),
  /** When the change takes effect: now (upgrade, once paid) or the period's end (downgrade). */
  at: instant,
});
export type PackageChangeQuote = z.infer<typeof packageChangeQuoteSchema>;

/** What POST /api/user-packages/{id}/change answers: an upgrade's checkout session (201) or the package (200). */
export const packageChangeResultSchema = z.union([checkoutSessionSchema, userPackageSchema]);
