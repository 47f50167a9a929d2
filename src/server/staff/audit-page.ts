import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@/lib/schemas/audit';
import type { CursorPage } from '@/lib/schemas/paging';
import type { Database } from '@/server/db/client';
import { cappedCount, keysetPage } from '@/server/db/keyset';
import { auditLog, users } from '@/server/db/schema';
import { auditPeople, peopleOf } from './audit-people';
import { personColumns } from './people';
import type { Locale } from '@/lib/i18n/locales';
import { planItemTitle } from '@/server/plan/audit';

function auditWhere(query: AuditQuery): SQL | undefined {
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.caseId ? eq(auditLog.caseId, query.caseId) : undefined,
  );
}

/**
 * One page of the log after `query.cursor` (the last id shown), newest first, plus one row that tells whether a next
 * page exists. Keyset on the id (decision 088): the primary key read backwards, or the (action | actor | case, id)
 * index of the filter, so page 5,000 costs what page 1 does.
 */
export function auditPageQuery(db: Database, query: AuditQuery) {
  return db
    .select({ entry: auditLog, actor: personColumns(users) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(auditWhere(query), query.cursor ? lt(auditLog.id, Number(query.cursor)) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize + 1);
}

/**
 * The page with the people its rows name (one more query), plan items by their title in the reader's language, and
 * the count of all matches up to COUNT_CAP.
 */
export async function auditPage(db: Database, query: AuditQuery, locale: Locale): Promise<CursorPage<AuditEntry>> {
  const [rows, counted] = await Promise.all([auditPageQuery(db, query), cappedCount(db, auditLog, auditWhere(query))]);
  const people = await auditPeople(
    db,
    rows.map((row) => row.entry),
  );
  return keysetPage(
    rows,
    query.pageSize,
    (row) => String(row.entry.id),
    ({ entry, actor }): AuditEntry => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      caseId: entry.caseId,
      detail: entry.detail,
      people: peopleOf(entry, people),
      planItemTitle: planItemTitle(entry.action, entry.detail, locale),
    }),
    counted,
  );
}
