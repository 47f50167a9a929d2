import { Hono } from 'hono';
import { auditPageSchema, auditQuerySchema } from '@/lib/schemas/audit';
import type { AppDeps } from '@/server/context';
import { ok } from '@/server/http/envelope';
import { validateQuery } from '@/server/http/validate';
import { adminOnly, type StaffEnv } from './access';
import { auditPage } from './audit-page';
import { answersWith } from '@/server/http/answers';

/**
 * GET /staff/audit (admins): the log, newest first, filtered by action, actor or case, in keyset pages
 * (audit-page.ts). Read-only by design: no route of the API updates or deletes an audit row (decision 033).
 */
export function auditRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();

  r.get('/', answersWith(auditPageSchema), adminOnly, validateQuery(auditQuerySchema), async (c) =>
    ok(c, await auditPage(deps.db, c.req.valid('query'), c.var.locale)),
  );

  return r;
}
