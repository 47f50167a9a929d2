import { Hono } from 'hono';
import type { AppDeps } from '../context';
import { requireAuth } from '../http/auth';
import { staffRole, type StaffEnv } from './access';
import { auditRoutes } from './audit-routes';
import { caseFileRoutes } from './case-files';
import { caseRoutes } from './cases';
import { caseNoteRoutes } from './notes';
import { staffUserRoutes } from './users';

/**
 * Everything under /api/staff. One role check for all of it (`staffRole`: advisors and admins, read from the
 * database per request); admin-only parts add `adminOnly`; per-case access goes through `findCase`. Every write
 * calls `audited(tx, …)` in its transaction. Routes of other resources (document review, process steps,
 * appointment status, availability, support messages) mount here and follow the same three rules.
 */
export function staffRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.use('*', requireAuth(deps), staffRole(deps));
  r.route('/cases', caseRoutes(deps));
  r.route('/cases', caseNoteRoutes(deps));
  r.route('/cases', caseFileRoutes(deps));
  r.route('/users', staffUserRoutes(deps));
  r.route('/audit', auditRoutes(deps));
  return r;
}
