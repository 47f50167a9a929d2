import { z } from 'zod';
import { text } from './fields';
import { personRefSchema } from './audit';

/** Who wrote a message: the customer, or someone of the staff side (their advisor, an admin, the shared inbox). */
export const MESSAGE_SENDERS = ['customer', 'staff'] as const;
export const messageSenderSchema = z.enum(MESSAGE_SENDERS);
export type MessageSender = z.infer<typeof messageSenderSchema>;

/** Plain text: the body is stored and shown as typed (links made clickable on screen, never HTML). */
export const MESSAGE_BODY_MAX = 4000;
export const MESSAGE_ATTACHMENTS_MAX = 5;
export const MESSAGE_PAGE_MAX = 100;

/** POST /api/messages and POST /api/staff/cases/{id}/messages; the composer validates with the same schema. */
export const messageInputSchema = z.object({
  body: text(MESSAGE_BODY_MAX, { multiline: true }).min(1),
  /** The customer's own documents (uploaded first through /api/documents) to send with it. */
  documentIds: z.array(z.uuid()).max(MESSAGE_ATTACHMENTS_MAX).optional(),
});
export type MessageInput = z.input<typeof messageInputSchema>;

/** ?before=<message id>&limit=: the page of messages older than `before`, newest first. */
export const messageListQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(30),
});

/** POST …/read: everything the other side wrote up to this message (inclusive) is read. */
export const markMessagesReadSchema = z.object({ upTo: z.uuid() });

export const messageAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int().nonnegative(),
  mime: z.string(),
  /** Downloads through /api/messages/attachments/{id} (customer) or the staff twin: both sides of the case only. */
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  sender: messageSenderSchema,
  /** The staff writer's name as it was when they wrote; null for the customer's messages. */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  attachments: z.array(messageAttachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

/** The staff side as the customer sees it: their advisor, or null while the case waits in the shared inbox. */
export const conversationAdvisorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** The advisor's photo (GET /api/messages/advisor-photo), or null without one. */
  photoUrl: z.string().nullable(),
});

/** One page of a conversation, newest first, with the read state of both sides. */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  /** `before` for the next (older) page, or null at the start of the conversation. */
  nextBefore: z.uuid().nullable(),
  /** What the other side wrote that the caller's side has not read. */
  unread: z.int().nonnegative(),
  /** Up to when the other side has read (read receipts); null if never. */
  otherSideReadAt: z.iso.datetime().nullable(),
  advisor: conversationAdvisorSchema.nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageUnreadSchema = z.object({ unread: z.int().nonnegative() });

/** GET /api/staff/inbox: conversations waiting for the staff side, oldest waiting first. */
export const inboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(50) });

export const inboxItemSchema = z.object({
  customer: personRefSchema,
  /** null: the shared inbox (no advisor assigned). */
  advisor: personRefSchema.nullable(),
  waitingSince: z.iso.datetime(),
  waitedSeconds: z.int().nonnegative(),
  unread: z.int().nonnegative(),
  lastMessage: z.object({ body: z.string(), createdAt: z.iso.datetime(), sender: messageSenderSchema }),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
/** `total`: the waiting conversations, counted up to COUNT_CAP (1,000; decision 088). */
export const inboxSchema = z.object({ items: z.array(inboxItemSchema), total: z.int().nonnegative() });
export type Inbox = z.infer<typeof inboxSchema>;
