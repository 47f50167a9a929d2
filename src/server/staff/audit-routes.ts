import { Hono } from 'hono';
import { auditPageSchema, auditQuerySchema } from '@/lib/schemas/audit';
import type { AppDeps } from '@/server/context';
import { validateQuery } from '@/server/http/validate';
import { adminOnly, type StaffEnv } from './access';
import { AuditAnswers } from './audit-answers';
import { answersWith } from '@/server/http/answers';

/**
 * GET /staff/audit (admins): the log, newest first, filtered by action, actor or case, in keyset pages
 * (audit-page.ts), kept under audit_revision (audit-answers.ts, decision 102). Read-only by design: no route of the API updates or deletes an audit row (decision 033).
 */
export function auditRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const pages = new AuditAnswers(deps.db, () => deps.now().getTime());

  r.get('/', answersWith(auditPageSchema), adminOnly, validateQuery(auditQuerySchema), async (c) =>
    (await pages.get(c.req.valid('query'), c.var.locale)).send(c),
  );

  return r;
}
