import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  inboxQuerySchema,
  inboxSchema,
  markMessagesReadSchema,
  messageInputSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  messageUnreadSchema,
} from '@/lib/schemas/messages';
import type { AppDeps } from '@/server/context';
import { conversations, files, messageAttachments, messages } from '@/server/db/schema';
import { FrozenJson } from '@/server/fast/frozen-json';
import { transactionWithEvents } from '@/server/events/publish';
import { sendFile } from '@/server/files/send';
import { isUuid } from '@/server/files/service';
import { answersFile, answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import type { StaffEnv } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { findPerson } from '@/server/staff/people';
import { fileStorage } from '@/server/storage/storage';
import { findConversationCase } from './access';
import { findConversation, markRead, messagePage, unreadFor } from './conversation';
import { InboxAnswers } from './inbox-answers';
import { messageLimiter } from './limit';
import { emitBothSides, postMessage } from './post';
import { staffAttachmentUpload } from './staff-upload';

const caseFileUrl = (customerId: string) => (fileId: string) =>
  `/staff/cases/${customerId}/messages/attachments/${fileId}`;

/**
 * The staff side of the conversations (decision 077): GET|POST /staff/cases/{id}/messages, POST …/read, the
 * attachments of that conversation, and GET /staff/inbox — what waits for an answer, oldest first. Internal notes
 * are another table and another route (cases/notes.ts); nothing here reads them.
 */
export function staffMessageRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;
  const storage = fileStorage(deps);
  const limiter = messageLimiter(deps);
  const inbox = new InboxAnswers(db, () => deps.now().getTime());

  r.get('/cases/:id/messages', answersWith(messagePageSchema), validateQuery(messageListQuerySchema), async (c) => {
    const customer = await findConversationCase(db, c.var.staff, c.req.param('id'));
    const conversation = await findConversation(db, customer.id);
    const page = await messagePage(db, conversation, 'staff', c.req.valid('query'), caseFileUrl(customer.id));
    return ok(c, { ...page, advisor: null });
  });

  r.post(
    '/cases/:id/messages',
    answersWith(messageSchema, 201),
    limiter,
    validateJson(messageInputSchema),
    async (c) => {
      const staff = c.var.staff;
      const customer = await findConversationCase(db, staff, c.req.param('id'));
      const person = await findPerson(db, staff.id);
      const { body, documentIds } = c.req.valid('json');
      const message = await postMessage(
        deps,
        {
          customerId: customer.id,
          sender: 'staff',
          staff: { member: staff, name: person ? `${person.firstName} ${person.lastName}` : '' },
          body,
          documentIds,
        },
        caseFileUrl(customer.id),
      );
      return ok(c, message, 201);
    },
  );

  r.post(
    '/cases/:id/messages/read',
    answersWith(messageUnreadSchema),
    validateJson(markMessagesReadSchema),
    async (c) => {
      const customer = await findConversationCase(db, c.var.staff, c.req.param('id'));
      const conversation = await findConversation(db, customer.id);
      if (!conversation) throw notFound();
      await transactionWithEvents(deps, async (tx, emit) => {
        const upTo = c.req.valid('json').upTo;
        const readAt = await markRead(tx, conversation, 'staff', upTo);
        if (!readAt) return;
        // The customer sees it as a read receipt: a staff write like any other (decision 033).
        await audited(tx, {
          actor: c.var.staff,
          action: 'case.messagesRead',
          targetType: 'message',
          targetId: upTo,
          caseId: customer.id,
          at: deps.now(),
        });
        emitBothSides(emit, customer.id, 'read', { side: 'staff', readAt: readAt.toISOString() });
      });
      return ok(c, { unread: await unreadFor(db, await findConversation(db, customer.id), 'staff') });
    },
  );

  staffAttachmentUpload(r, deps, caseFileUrl);

  // Only files sent in this conversation: the shared inbox reaches cases whose other documents stay with their advisor.
  r.get('/cases/:id/messages/attachments/:fileId', answersFile('application/octet-stream'), async (c) => {
    const customer = await findConversationCase(db, c.var.staff, c.req.param('id'));
    const fileId = c.req.param('fileId');
    if (!isUuid(fileId)) throw notFound();
    const [row] = await db
      .select({ file: files })
      .from(files)
      .innerJoin(messageAttachments, eq(messageAttachments.fileId, files.id))
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(files.id, fileId), eq(conversations.customerId, customer.id)))
      .limit(1);
    if (!row) throw notFound();
    return sendFile(c, storage, row.file);
  });

  // Kept per scope under inbox_revision (decision 102); messages/inbox.ts is the query.
  r.get('/inbox', answersWith(inboxSchema), validateQuery(inboxQuerySchema), async (c) => {
    const text = await inbox.text(c.var.staff, c.req.valid('query').limit, deps.now().getTime());
    return FrozenJson.okText(text).send(c);
  });

  return r;
}
