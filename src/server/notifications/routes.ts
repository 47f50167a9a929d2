import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationPreferencesUpdateSchema,
  type Notification,
} from '../../lib/schemas/notifications';
import type { AppDeps, AppEnv } from '../context';
import type { Database } from '../db/client';
import { notifications, type NotificationRow } from '../db/schema';
import { requireAuth } from '../http/auth';
import { ok } from '../http/envelope';
import { notFound, validationFailed } from '../http/errors';
import { validateJson, validateQuery } from '../http/validate';
import { emailPreferences, updateEmailPreferences } from './preferences';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  titleKey: row.titleKey,
  messageKey: row.messageKey,
  params: row.params,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** A page ends at (createdAt, id) of its last item; the cursor carries both, opaque to the client. */
const encodeCursor = (row: NotificationRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) throw validationFailed({ cursor: { key: 'validation.invalid' } });
  return { at, id };
}

async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count(), latest: max(notifications.createdAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread: row?.n ?? 0, latest: row?.latest ?? null };
}

/** /api/notifications: the signed-in user's notifications, newest first, and their e-mail preferences. */
export function notificationRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  r.get('/', validateQuery(notificationListQuerySchema), async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, c.var.userId),
          after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return ok(c, {
      items: page.map(toNotification),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      unread: (await unreadCount(deps.db, c.var.userId)).unread,
    });
  });

  // The dashboard polls this about once a minute (docs/decisions/021): unchanged answers are a bodiless 304.
  r.get('/unread-count', async (c) => {
    const { unread, latest } = await unreadCount(deps.db, c.var.userId);
    const etag = `W/"${unread}-${latest?.getTime() ?? 0}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return ok(c, { unread, latest: latest?.toISOString() ?? null });
  });

  r.post('/read', validateJson(markReadSchema), async (c) => {
    const input = c.req.valid('json');
    const userId = c.var.userId;
    const now = deps.now();
    if ('all' in input) {
      await deps.db.update(notifications).set({ readAt: now }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    } else {
      const ids = [...new Set(input.ids)];
      // All or nothing: an id that is not the user's answers 404, as for any other resource.
      const own = await deps.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
      if (own.length !== ids.length) throw notFound();
      await deps.db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)));
    }
    return ok(c, { unread: (await unreadCount(deps.db, userId)).unread });
  });

  r.get('/preferences', async (c) => ok(c, await emailPreferences(deps.db, c.var.userId)));

  r.put('/preferences', validateJson(notificationPreferencesUpdateSchema), async (c) =>
    ok(c, await updateEmailPreferences(deps.db, c.var.userId, c.req.valid('json'))),
  );

  return r;
}
