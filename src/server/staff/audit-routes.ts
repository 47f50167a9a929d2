import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditPageSchema, auditQuerySchema, type AuditEntry } from '@/lib/schemas/audit';
import type { Page } from '@/lib/schemas/paging';
import type { AppDeps } from '@/server/context';
import { auditLog, users } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { validateQuery } from '@/server/http/validate';
import { adminOnly, type StaffEnv } from './access';
import { auditPeople, peopleOf } from './audit-people';
import { personColumns } from './people';
import { answersWith } from '@/server/http/answers';
import { planItemTitle } from '@/server/plan/audit';

/**
 * GET /staff/audit (admins): the log, newest first, filtered by action, actor or case. Read-only by design: no
 * route of the API updates or deletes an audit row (decision 033).
 */
export function auditRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();

  r.get('/', answersWith(auditPageSchema), adminOnly, validateQuery(auditQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const where = and(
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
      query.caseId ? eq(auditLog.caseId, query.caseId) : undefined,
    );
    const rows = await deps.db
      .select({ entry: auditLog, actor: personColumns(users) })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [counted] = await deps.db.select({ total: count() }).from(auditLog).where(where);
    const people = await auditPeople(
      deps.db,
      rows.map((row) => row.entry),
    );
    const page: Page<AuditEntry> = {
      items: rows.map(({ entry, actor }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actor,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        caseId: entry.caseId,
        detail: entry.detail,
        people: peopleOf(entry, people),
        planItemTitle: planItemTitle(entry.action, entry.detail, c.var.locale),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total: counted?.total ?? 0,
    };
    return ok(c, page);
  });

  return r;
}
