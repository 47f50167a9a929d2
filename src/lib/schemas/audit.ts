import { z } from 'zod';
import { cursorPageOf, cursorPageSchema } from './paging';

/**
 * What the audit log records (decision 033). One value per kind of staff write; routes wired later (document
 * review, step changes, appointment status, availability, support replies) add theirs here.
 */
export const AUDIT_ACTIONS = [
  'staff.firstAdmin',
  'staff.invite',
  'staff.inviteResend',
  'staff.role',
  'staff.deactivate',
  'staff.reactivate',
  'case.assign',
  'case.note',
  'case.message',
  'case.messagesRead',
  'document.review',
  'document.upload',
  'step.status',
  'plan.route',
  'plan.item',
  'appointment.status',
  'availability.update',
  'mail.retry',
  'payment.refund',
  'contract.cancellationDecision',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an audit row is about: a staff account, a customer's case, or a note, document, package or meeting in it. */
export const AUDIT_TARGETS = [
  'user',
  'case',
  'note',
  'message',
  'document',
  'userPackage',
  'appointment',
  'mail',
  'payment',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Ids, roles and states only: an audit row never carries names, e-mails or free text (personal data). */
export const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** GET /staff/audit: newest first, filtered by action, actor or case; `?cursor=` is the last row's id (keyset). */
export const auditQuerySchema = cursorPageSchema(/^\d{1,15}$/).extend({
  action: auditActionSchema.optional(),
  actorId: z.uuid().optional(),
  caseId: z.uuid().optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const personRefSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime({ offset: true }),
  /** null for what the system did itself (round-robin assignment, the first admin from the environment). */
  actor: personRefSchema.nullable(),
  action: auditActionSchema,
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  /** The customer whose case the action concerns, when there is one. */
  caseId: z.string().nullable(),
  detail: auditDetailSchema,
  /**
   * The accounts the row names by id (a staff target, an assignment's `from`/`to`), id → person, so the console
   * shows names instead of ids (issue 29). Empty when the row names nobody or the accounts are gone.
   */
  people: z.record(z.string(), personRefSchema),
  /** A plan row's item by its title in the reader's language (decision 085), never its key; null otherwise. */
  planItemTitle: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /staff/audit's answer. */
export const auditPageSchema = cursorPageOf(auditEntrySchema);
