import { z } from 'zod';

/** What happens to a deactivated staff member's future appointments: another advisor takes each, or it is cancelled. */
export const APPOINTMENT_HANDOVERS = ['reassign', 'cancel'] as const;
export type AppointmentHandover = (typeof APPOINTMENT_HANDOVERS)[number];

/**
 * POST /api/staff/users/{id}/deactivation, the admin's one dialog (decision 076): the member stops working at once,
 * their open cases go to `caseAdvisorId` (null: round robin among the working advisors), and their future
 * appointments are reassigned or cancelled, each customer notified.
 */
export const deactivationSchema = z.object({
  caseAdvisorId: z.uuid('staff-api:invalidAdvisor').nullable(),
  appointments: z.enum(APPOINTMENT_HANDOVERS),
});
export type DeactivationInput = z.input<typeof deactivationSchema>;

/** GET /api/staff/users/{id}/deactivation: what the dialog asks about before the admin confirms. */
export const deactivationPreviewSchema = z.object({
  openCases: z.int().nonnegative(),
  appointments: z.array(
    z.object({
      id: z.uuid(),
      start: z.iso.datetime({ offset: true }),
      customerName: z.string(),
    }),
  ),
});
export type DeactivationPreview = z.infer<typeof deactivationPreviewSchema>;

/** What POST …/deactivation did. */
export const deactivationResultSchema = z.object({
  casesMoved: z.int().nonnegative(),
  casesUnassigned: z.int().nonnegative(),
  appointmentsReassigned: z.int().nonnegative(),
  appointmentsCancelled: z.int().nonnegative(),
});
export type DeactivationResult = z.infer<typeof deactivationResultSchema>;
