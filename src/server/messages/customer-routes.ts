import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  markMessagesReadSchema,
  messageInputSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  messageUnreadSchema,
} from '@/lib/schemas/messages';
import type { AppDeps, AppEnv } from '@/server/context';
import { files, users } from '@/server/db/schema';
import { sendFile } from '@/server/files/send';
import { fileUrl } from '@/server/files/service';
import { answersFile, answersWith } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import { fileStorage } from '@/server/storage/storage';
import { findConversation, markRead, messagePage, unreadFor } from './conversation';
import { customerUnread } from './first-page';
import { FirstPageAnswers } from './first-page-answers';
import { messageLimiter } from './limit';
import { postMessage, emitBothSides } from './post';
import { transactionWithEvents } from '@/server/events/publish';

const ADVISOR_PHOTO = '/messages/advisor-photo';
const advisor = alias(users, 'advisor');

/**
 * /api/messages: the signed-in customer's conversation with the staff side of their case (decision 077). Staff
 * accounts have no case of their own and get 404 here; they answer through /api/staff/cases/{id}/messages.
 */
export function messageRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const storage = fileStorage(deps);
  const limiter = messageLimiter(deps);
  const firstPages = new FirstPageAnswers(deps.db, fileUrl, ADVISOR_PHOTO);
  r.use('*', requireAuth(deps));
  r.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.var.role !== 'customer') throw notFound();
      await next();
    }),
  );

  async function advisorOf(customerId: string) {
    const [row] = await deps.db
      .select({ firstName: advisor.firstName, lastName: advisor.lastName, avatarFileId: advisor.avatarFileId })
      .from(users)
      .innerJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
      .where(eq(users.id, customerId));
    return row ?? null;
  }

  r.get('/', answersWith(messagePageSchema), validateQuery(messageListQuerySchema), async (c) => {
    const userId = c.var.userId;
    const query = c.req.valid('query');
    // The first page is what every visit reads: kept per customer until their conversation changes
    // (first-page-answers.ts, decision 098). Older pages take this path.
    if (!query.before) return (await firstPages.get(userId, query.limit)).send(c);
    const [conversation, staff] = await Promise.all([findConversation(deps.db, userId), advisorOf(userId)]);
    const page = await messagePage(deps.db, conversation, 'customer', query, fileUrl);
    return ok(c, {
      ...page,
      advisor: staff && {
        firstName: staff.firstName,
        lastName: staff.lastName,
        photoUrl: staff.avatarFileId ? ADVISOR_PHOTO : null,
      },
    });
  });

  r.get('/unread-count', answersWith(messageUnreadSchema), async (c) =>
    ok(c, { unread: await customerUnread(deps.db, c.var.userId) }),
  );

  r.post('/', answersWith(messageSchema, 201), limiter, validateJson(messageInputSchema), async (c) => {
    const { body, documentIds } = c.req.valid('json');
    const message = await postMessage(
      deps,
      { customerId: c.var.userId, sender: 'customer', body, documentIds },
      fileUrl,
    );
    return ok(c, message, 201);
  });

  r.post('/read', answersWith(messageUnreadSchema), validateJson(markMessagesReadSchema), async (c) => {
    const userId = c.var.userId;
    const conversation = await findConversation(deps.db, userId);
    if (!conversation) throw notFound();
    await transactionWithEvents(deps, async (tx, emit) => {
      const readAt = await markRead(tx, conversation, 'customer', c.req.valid('json').upTo);
      if (readAt) emitBothSides(emit, userId, 'read', { side: 'customer', readAt: readAt.toISOString() });
    });
    return ok(c, { unread: await unreadFor(deps.db, await findConversation(deps.db, userId), 'customer') });
  });

  // The advisor's photo for their own customers only: the avatar is the advisor's file, not downloadable by id.
  r.get('/advisor-photo', answersFile('image/*'), async (c) => {
    const staff = await advisorOf(c.var.userId);
    if (!staff?.avatarFileId) throw notFound();
    const [row] = await deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, staff.avatarFileId), eq(files.purpose, 'avatar')));
    if (!row) throw notFound();
    return sendFile(c, storage, row);
  });

  return r;
}
