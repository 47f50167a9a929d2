import { and, eq, inArray } from 'drizzle-orm';
import type { Message, MessageSender } from '@/lib/schemas/messages';
import type { AppDeps } from '@/server/context';
import { conversations, files, messageAttachments, messages } from '@/server/db/schema';
import { DOCUMENT_PURPOSES } from '@/server/documents/view';
import { transactionWithEvents, type Emit } from '@/server/events/publish';
import { validationFailed } from '@/server/http/errors';
import type { StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { ensureConversation, withAttachments } from './conversation';
import { notifyNewMessage } from './recipients';

export interface NewMessage {
  customerId: string;
  sender: MessageSender;
  /** The staff writer (audited, named on the message); absent for the customer. */
  staff?: { member: StaffMember; name: string };
  body: string;
  documentIds?: string[] | undefined;
}

/** Both sides hear about a message: the customer (their tabs) and the staff side of the case (inbox, console). */
export function emitBothSides(
  emit: Emit,
  customerId: string,
  type: 'message' | 'read',
  payload: Record<string, unknown>,
) {
  emit({ type, userId: customerId, payload: { customerId, ...payload } });
  emit({ type, caseId: customerId, payload: { customerId, ...payload } });
}

/**
 * Writes a message in the case's conversation with its attachments — the customer's own documents, nothing else —
 * and, in the same transaction, the writer's read marker, the inbox's waiting clock and the live events.
 * `fileUrl` is the writer's side's download address (the answer goes to the writer).
 */
export async function postMessage(deps: AppDeps, input: NewMessage, fileUrl: (id: string) => string): Promise<Message> {
  const now = deps.now();
  const documentIds = [...new Set(input.documentIds ?? [])];
  const message = await transactionWithEvents(deps, async (tx, emit) => {
    const conversation = await ensureConversation(tx, input.customerId, now);
    if (documentIds.length > 0) {
      const own = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            inArray(files.id, documentIds),
            eq(files.ownerId, input.customerId),
            inArray(files.purpose, DOCUMENT_PURPOSES),
          ),
        );
      // Someone else's file (or none) is refused as a field error: the id says nothing about whether it exists.
      if (own.length !== documentIds.length) throw validationFailed({ documentIds: { key: 'validation.invalid' } });
    }
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        sender: input.sender,
        staffName: input.staff?.name ?? null,
        body: input.body,
        createdAt: now,
      })
      .returning();
    if (documentIds.length > 0)
      await tx.insert(messageAttachments).values(documentIds.map((fileId) => ({ messageId: row!.id, fileId })));
    const customerWrote = input.sender === 'customer';
    await tx
      .update(conversations)
      .set({
        lastMessageAt: now,
        // The customer's first unanswered message starts the clock; a staff answer stops it.
        waitingSince: customerWrote ? (conversation.waitingSince ?? now) : null,
        ...(customerWrote ? { customerReadAt: now } : { staffReadAt: now }),
      })
      .where(eq(conversations.id, conversation.id));
    if (input.staff)
      await audited(tx, {
        actor: input.staff.member,
        action: 'case.message',
        targetType: 'message',
        targetId: row!.id,
        caseId: input.customerId,
        at: now,
      });
    const [message] = await withAttachments(tx, [row!], fileUrl);
    // The stream's copy carries no download address: each side builds its own from the attachment id.
    emitBothSides(emit, input.customerId, 'message', { message: { ...message!, attachments: message!.attachments } });
    return message!;
  });
  await notifyNewMessage(deps, input.customerId, message);
  return message;
}
