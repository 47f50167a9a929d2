import { z } from 'zod';
import { text } from './fields';
import { pageOf, pageSchema } from './paging';

/** What a message to the support team is about; staff sort by it. */
export const SUPPORT_CATEGORIES = ['general', 'documents', 'appointments', 'payments', 'technical'] as const;
export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES);
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 4000;

/** POST /api/support-messages, and the form on /dashboard/support. */
export const supportMessageInputSchema = z.object({
  category: supportCategorySchema,
  subject: text(SUPPORT_SUBJECT_MAX).min(1),
  message: text(SUPPORT_MESSAGE_MAX, { multiline: true }).min(1),
});
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

/** One of the signed-in user's messages (GET /api/support-messages). */
export const supportMessageSchema = z.object({
  id: z.uuid(),
  category: supportCategorySchema,
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
/** GET /api/support-messages: the caller's latest, newest first. */
export const supportMessageListSchema = z.array(supportMessageSchema);

/** GET /staff/support-messages?page=&customerId= */
export const staffSupportQuerySchema = pageSchema.pick({ page: true }).extend({ customerId: z.uuid().optional() });

/** A support message with its author, for the console. */
export const staffSupportMessageSchema = supportMessageSchema.extend({
  locale: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
});
export type StaffSupportMessage = z.infer<typeof staffSupportMessageSchema>;

/** GET /staff/support-messages's answer: a page, newest first. */
export const staffSupportPageSchema = pageOf(staffSupportMessageSchema);
export type StaffSupportPage = z.infer<typeof staffSupportPageSchema>;
