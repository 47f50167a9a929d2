import { z } from 'zod';
import { localeSchema } from './enums';
import { email, name } from './fields';
import type { AuditEntry, PersonRef } from './audit';
import { STAFF_ROLES } from './roles';

export type { AuditEntry, PersonRef };

export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** POST /staff/users: an admin invites a staff member, who sets a password from the mailed link. */
export const inviteSchema = z.object({
  email,
  firstName: name,
  lastName: name,
  role: staffRoleSchema,
  /** The language of the invitation mail; the admin's request language when absent. */
  preferredLanguage: localeSchema.optional(),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** PATCH /staff/users/{id}: change the role, deactivate (`active: false`) or reactivate. */
export const staffUserPatchSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.active !== undefined, {
    message: 'validation.required',
    path: ['role'],
  });
export type StaffUserPatch = z.input<typeof staffUserPatchSchema>;

/** A staff account as the admins' list shows it. */
export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  /** No password set yet: the invitation has not been used. */
  invitationPending: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastLogin: z.iso.datetime({ offset: true }).nullable(),
  /** Customers assigned to this member. */
  caseCount: z.int(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** POST /api/staff/users: the new account and whether the invitation mail went out. */
export const staffInviteAnswerSchema = z.object({ user: staffUserSchema, invitationSent: z.boolean() });
/** POST /api/staff/users/{id}/invitation. */
export const invitationSentSchema = z.object({ invitationSent: z.boolean() });
