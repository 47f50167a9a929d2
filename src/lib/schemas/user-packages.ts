import { z } from 'zod';
import type { PackageType } from './catalog';

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

export interface UserPackageStepView {
  key: string;
  title: string;
  required: boolean;
  status: StepStatus;
  completedAt: string | null;
  notes: string | null;
}

export interface UserPackageView {
  id: string;
  package: { id: string; code: string; type: PackageType; name: string };
  status: PackageStatus;
  startDate: string;
  /** End of the paid period (a monthly package renews here); null for an unlimited one-time package. */
  endDate: string | null;
  /** When the package's whole term ends; null when unlimited. */
  termEndDate: string | null;
  /** Whole days until `endDate` by the server's clock (0 once passed); null without an end. */
  remainingDays: number | null;
  /** Percent of the process steps completed. */
  progress: number;
  autoRenew: boolean;
  /** Whether `autoRenew` can be switched (monthly, active, term not yet over). */
  renewable: boolean;
  notes: string | null;
  completedAt: string | null;
  /** The whole process in one status, derived from the steps. */
  timelineStatus: StepStatus;
  steps: UserPackageStepView[];
  createdAt: string;
}
