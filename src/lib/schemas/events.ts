import { z } from 'zod';
import { messageSchema, messageSenderSchema } from './messages';

/**
 * What GET /api/events pushes (Server-Sent Events, decision 078). Each event's `id:` is its row in `live_events`;
 * a client that reconnects sends it back as `Last-Event-ID` and gets what it missed, in order, once.
 */
export const LIVE_EVENT_TYPES = ['ready', 'message', 'read', 'notification'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** A message written in a case's conversation (either side); `customerId` names the case. */
export const messageEventSchema = z.object({ customerId: z.uuid(), message: messageSchema });
/** One side has read the conversation up to `readAt`. */
export const readEventSchema = z.object({
  customerId: z.uuid(),
  side: messageSenderSchema,
  readAt: z.iso.datetime(),
});
/** A new in-app notification for the stream's user: the badge reloads its count. */
export const notificationEventSchema = z.object({ kind: z.string() });
/** The first event of every stream: the id to resume from even when nothing happens. */
export const readyEventSchema = z.object({ heartbeatMs: z.int() });

export type MessageEvent = z.infer<typeof messageEventSchema>;
export type ReadEvent = z.infer<typeof readEventSchema>;
