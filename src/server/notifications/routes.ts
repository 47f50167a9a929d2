import { and, count, eq, inArray, isNull, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  type Notification,
  unreadAfterReadSchema,
  unreadCountSchema,
} from '@/lib/schemas/notifications';
import type { AppDeps, AppEnv } from '@/server/context';
import type { Database } from '@/server/db/client';
import { preparedQuery } from '@/server/fast/prepared';
import { notifications, type NotificationRow } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { notFound, validationFailed } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import { emailPreferences, updateEmailPreferences } from './preferences';
import { answersWith } from '@/server/http/answers';
import { keptCustomerList } from '@/server/customer-lists/kept';

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
const encodeCursor = (row: NotificationRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id))
    throw validationFailed({ cursor: { key: 'validation.invalid' } });
  return { at, id };
}

const unreadOf = (userId: string | SQLWrapper) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

const unreadQuery = preparedQuery((db) =>
  db
    .select({ n: count(), latest: max(notifications.createdAt) })
    .from(notifications)
    .where(unreadOf(sql.placeholder('userId')))
    .prepare('notifications_unread'),
);

async function unreadCount(db: Database, userId: string) {
  const [row] = await unreadQuery(db).execute({ userId });
  return { unread: row?.n ?? 0, latest: row?.latest ?? null };
}

/** The unread count on every row of a page, so the list is one round trip (inner columns bind to the inner FROM). */
const unreadColumn = sql<number>`(select count(*)::int from ${notifications} where ${unreadOf(sql.placeholder('userId'))})`;

/**
 * Newest first, NULLS LAST as `notifications_user_created_idx` has it (drizzle-kit writes DESC NULLS LAST; a plain
 * DESC is NULLS FIRST and does not match it): with a plain DESC PostgreSQL sorted all 11,614 rows of the 100k
 * bench's heavy customer for each page of 21 (13 ms; 161 req/s against a limit of 8,535) instead of reading 21.
 */
export const NEWEST_FIRST = [
  sql`${notifications.createdAt} desc nulls last`,
  sql`${notifications.id} desc nulls last`,
] as const;

/** A page (newest first, `limit` rows) after the position `after` takes from placeholders, each built once. */
const pageQuery = (name: string, after?: SQL) =>
  preparedQuery((db) =>
    db
      .select({ row: notifications, unread: unreadColumn })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), after))
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const firstPage = pageQuery('notifications_first_page');
const nextPage = pageQuery(
  'notifications_next_page',
  sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
);

/** /api/notifications: the signed-in user's notifications, newest first, and their e-mail preferences. */
export function notificationRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  const pageOf = async (userId: string, limit: number, after: { at: string; id: string } | null) => {
    const rows = after
      ? await nextPage(deps.db).execute({ userId, limit: limit + 1, ...after })
      : await firstPage(deps.db).execute({ userId, limit: limit + 1 });
    const page = rows.slice(0, limit).map(({ row }) => row);
    const last = page.at(-1);
    return {
      items: page.map(toNotification),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      // An empty page has no row to carry the count.
      unread: rows[0]?.unread ?? (await unreadCount(deps.db, userId)).unread,
    };
  };
  // The first page is kept per user and size under customer_list_revisions, which statement triggers on
  // notifications bump (migration 0029, decision 103); later pages are read.
  const firstPages = keptCustomerList(deps.db);
  r.get('/', answersWith(notificationPageSchema), validateQuery(notificationListQuerySchema), async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const userId = c.var.userId;
    if (cursor) return ok(c, await pageOf(userId, limit, decodeCursor(cursor)));
    const build = async () => ({ data: await pageOf(userId, limit, null) });
    return (await firstPages.get(userId, `${userId}:${limit}`, 0, build)).send(c);
  });

  // The dashboard polls this about once a minute (docs/decisions/021): unchanged answers are a bodiless 304.
  r.get('/unread-count', answersWith(unreadCountSchema), async (c) => {
    const { unread, latest } = await unreadCount(deps.db, c.var.userId);
    const etag = `W/"${unread}-${latest?.getTime() ?? 0}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return ok(c, { unread, latest: latest?.toISOString() ?? null });
  });

  r.post('/read', answersWith(unreadAfterReadSchema), validateJson(markReadSchema), async (c) => {
    const input = c.req.valid('json');
    const userId = c.var.userId;
    const now = deps.now();
    if ('all' in input) {
      await deps.db.update(notifications).set({ readAt: now }).where(unreadOf(userId));
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

  r.get('/preferences', answersWith(notificationPreferencesSchema), async (c) =>
    ok(c, await emailPreferences(deps.db, c.var.userId)),
  );

  r.put(
    '/preferences',
    answersWith(notificationPreferencesSchema),
    validateJson(notificationPreferencesUpdateSchema),
    async (c) => ok(c, await updateEmailPreferences(deps.db, c.var.userId, c.req.valid('json'))),
  );

  return r;
}
