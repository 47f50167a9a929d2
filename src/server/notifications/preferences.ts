import { and, eq } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@/lib/schemas/notifications';
import type { Database } from '@/server/db/client';
import { notificationPreferences } from '@/server/db/schema';

/** Every kind mails by default; a stored row records the user's choice for one kind. */
export async function emailPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.email]));
  return {
    email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? true])) as Record<
      NotificationKind,
      boolean
    >,
  };
}

export async function wantsEmail(db: Database, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.email ?? true;
}

export async function updateEmailPreferences(db: Database, userId: string, update: NotificationPreferencesUpdate) {
  const rows = Object.entries(update.email)
    .filter((entry): entry is [NotificationKind, boolean] => typeof entry[1] === 'boolean')
    .map(([kind, email]) => ({ userId, kind, email }));
  for (const row of rows)
    await db
      .insert(notificationPreferences)
      .values(row)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: row.email },
      });
  return emailPreferences(db, userId);
}
